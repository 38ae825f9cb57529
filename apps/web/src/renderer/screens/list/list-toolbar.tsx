import { useId, useRef, useState } from "react";
import { Button, Group, TextInput } from "@mantine/core";
import { IconColumns } from "@tabler/icons-react";
import { useMessage } from "../../../lib/messages/use-message";
import { ListColumnsChooser } from "./list-columns-chooser";
import { ListFilter } from "./list-filter";
import { ListFiltersSheet } from "./list-filters-sheet";
import { useDebouncedDraft } from "./use-debounced-draft";
import type { ListScreenController } from "./use-list-screen";

/**
 * Quick search (as typing pauses, or at once on Enter / Search) and one control per declared
 * filter; on a phone the filters fold into a "Filters (n)" sheet. The Columns button opens the
 * column chooser below the toolbar.
 */
export function ListToolbar({ list, phone = false }: { list: ListScreenController; phone?: boolean }) {
  const t = useMessage();
  const title = t(list.document.title);
  // Searches as the user types (once typing pauses) and at once on Enter; the URL holds the value.
  const quick = useDebouncedDraft(list.state.searchValue, list.setSearchValue);
  const [choosing, setChoosing] = useState(false);
  const chooserId = useId();
  const columnsButton = useRef<HTMLButtonElement>(null);
  const closeChooser = () => {
    setChoosing(false);
    columnsButton.current?.focus();
  };

  return (
    <>
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
        <Button
          ref={columnsButton}
          variant="default"
          leftSection={<IconColumns size={16} aria-hidden />}
          aria-expanded={choosing}
          aria-controls={choosing ? chooserId : undefined}
          onClick={() => setChoosing((open) => !open)}
        >
          {list.state.columns
            ? t("list_columns_button_count", {
                shown: list.columns.length,
                count: list.document.search.columns.length,
              })
            : t("list_columns_button")}
        </Button>
      </Group>
      {choosing ? <ListColumnsChooser list={list} id={chooserId} onClose={closeChooser} /> : null}
    </>
  );
}
