import { useState } from "react";
import { Button, Group, TextInput } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { fieldTypeUi } from "../../registry";
import { columnItem } from "../shared/column-item";
import type { ListScreenController } from "./use-list-screen";

/** Quick search (applied on Enter or the Search button) and one control per declared filter. */
export function ListToolbar({ list }: { list: ListScreenController }) {
  const t = useMessage();
  const title = t(list.document.title);
  const [draft, setDraft] = useState(list.state.searchValue);
  const [shownValue, setShownValue] = useState(list.state.searchValue);
  // The URL may change under us (Back, a clear): the box follows it.
  if (shownValue !== list.state.searchValue) {
    setShownValue(list.state.searchValue);
    setDraft(list.state.searchValue);
  }
  const filtering = list.state.searchValue !== "" || Object.values(list.state.filters).some(Boolean);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form
        role="search"
        aria-label={`Search ${title}`}
        onSubmit={(event) => {
          event.preventDefault();
          list.setSearchValue(draft);
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Quick search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {list.document.search.filters.map((filter) => {
        const item = columnItem({ ...filter, column: filter.column });
        const ui = fieldTypeUi(filter.type);
        const value = ui.fromModel({ [filter.column]: list.state.filters[filter.item_name] ?? null }, item);
        return (
          <div key={filter.item_name} style={{ minWidth: 180 }}>
            <ui.Input
              item={item}
              id={`filter-${filter.item_name}`}
              label={t(filter.label)}
              value={value}
              onChange={(next) => {
                const stored = ui.toModel(next, item);
                list.setFilter(
                  filter.item_name,
                  stored === null || stored === undefined ? "" : String(stored),
                );
              }}
              required={false}
              readOnly={false}
            />
          </div>
        );
      })}
      {filtering ? (
        <Button variant="subtle" onClick={list.clearAll}>
          Clear search and filters
        </Button>
      ) : null}
    </Group>
  );
}
