import { Button, Drawer, NativeSelect, Stack } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { ListFilter } from "./list-filter";
import type { ListScreenController } from "./use-list-screen";

interface ListFiltersDrawerProps {
  list: ListScreenController;
  opened: boolean;
  onClose(): void;
  /** How many declared filters hold a value: with any, the sheet offers to clear them all. */
  active: number;
}

/**
 * The phone's bottom sheet of a list's filters and sort (the table's sortable headers, as one
 * choice: each column in either direction). Loaded when its button is first pressed.
 */
export function ListFiltersDrawer({ list, opened, onClose, active }: ListFiltersDrawerProps) {
  const t = useMessage();
  const filters = list.document.search.filters;
  const sortable = list.document.search.columns.filter((c) => c.sortable);
  const sortOptions = sortable.flatMap((c) => {
    const column = t(c.label);
    return [
      { value: `${c.column}:asc`, label: t("list_sort_ascending", { column }) },
      { value: `${c.column}:desc`, label: t("list_sort_descending", { column }) },
    ];
  });
  const current = sortable.find((c) => list.sortOf(c.column));
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={t("list_filters_title")}
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      <Stack gap="sm" pb="md">
        {sortOptions.length ? (
          <NativeSelect
            label={t("list_sort_by")}
            data={sortOptions}
            value={current ? `${current.column}:${list.sortOf(current.column)}` : ""}
            onChange={(event) => {
              const [column, direction] = event.currentTarget.value.split(":");
              if (column && (direction === "asc" || direction === "desc")) list.setSort(column, direction);
            }}
          />
        ) : null}
        {filters.map((filter) => (
          <ListFilter
            key={filter.item_name}
            filter={filter}
            fill
            value={list.state.filters[filter.item_name] ?? ""}
            onChange={(value) => list.setFilter(filter.item_name, value)}
          />
        ))}
        {active ? (
          <Button variant="subtle" onClick={list.clearAll}>
            {t("list_clear_all")}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t("list_filters_done")}</Button>
      </Stack>
    </Drawer>
  );
}
