import { Button, Group, TextInput } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { ListFilter } from "./list-filter";
import { ListFiltersSheet } from "./list-filters-sheet";
import { useDebouncedDraft } from "./use-debounced-draft";
import type { ListScreenController } from "./use-list-screen";

/**
 * Quick search (as typing pauses, or at once on Enter / Search) and one control per declared
 * filter; on a phone the filters fold into a "Filters (n)" sheet.
 */
export function ListToolbar({ list, phone = false }: { list: ListScreenController; phone?: boolean }) {
  const t = useMessage();
  const title = t(list.document.title);
  // Searches as the user types (once typing pauses) and at once on Enter; the URL holds the value.
  const quick = useDebouncedDraft(list.state.searchValue, list.setSearchValue);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form
        style={phone ? { flex: "1 1 100%" } : undefined}
        role="search"
        aria-label={t("list_search_form", { title })}
        onSubmit={(event) => {
          event.preventDefault();
          quick.flush();
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={phone ? { flex: 1, minWidth: 0 } : undefined}
            label={t("list_quick_search")}
            type="search"
            value={quick.draft}
            onChange={(event) => quick.setDraft(event.currentTarget.value)}
          />
          <Button type="submit">{t("list_search")}</Button>
        </Group>
      </form>
      {phone ? <ListFiltersSheet list={list} /> : null}
      {phone
        ? null
        : list.document.search.filters.map((filter) => (
            <ListFilter
              key={filter.item_name}
              filter={filter}
              value={list.state.filters[filter.item_name] ?? ""}
              onChange={(value) => list.setFilter(filter.item_name, value)}
            />
          ))}
      {list.filtering && !phone ? (
        <Button variant="subtle" onClick={list.clearAll}>
          {t("list_clear_all")}
        </Button>
      ) : null}
    </Group>
  );
}
