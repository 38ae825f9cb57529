import { Button, Drawer, NativeSelect, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useMessage } from "../../../lib/messages/use-message";
import { ListFilter } from "./list-filter";
import type { ListScreenController } from "./use-list-screen";

/**
 * On a phone the declared filters (and the sort the table's headers give) fold into a bottom sheet
 * behind one "Filters (n)" button, n the active filters, so the first record shows without scrolling.
 */
export function ListFiltersSheet({ list }: { list: ListScreenController }) {
  const t = useMessage();
  const [opened, { open, close }] = useDisclosure(false);
  const filters = list.document.search.filters;
  const sortable = list.document.search.columns.filter((c) => c.sortable);
  if (filters.length === 0 && sortable.length === 0) return null;
  // The table's sortable headers, as one choice: each column in either direction.
  const sortOptions = sortable.flatMap((c) => {
    const column = t(c.label);
    return [
      { value: `${c.column}:asc`, label: t("list_sort_ascending", { column }) },
      { value: `${c.column}:desc`, label: t("list_sort_descending", { column }) },
    ];
  });
  const current = sortable.find((c) => list.sortOf(c.column));
  const active = filters.filter((f) => !!list.state.filters[f.item_name]).length;
  return (
    <>
      <Button
        variant={active ? "light" : "default"}
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
      >
        {t("list_filters_button", { count: active })}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
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
          <Button onClick={close}>{t("list_filters_done")}</Button>
        </Stack>
      </Drawer>
    </>
  );
}
