import { Button, Drawer, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useMessage } from "../../../lib/messages/use-message";
import { ListFilter } from "./list-filter";
import type { ListScreenController } from "./use-list-screen";

/**
 * On a phone the declared filters fold into a bottom sheet behind one "Filters (n)" button, n the
 * active filters, so the first record shows without scrolling.
 */
export function ListFiltersSheet({ list }: { list: ListScreenController }) {
  const t = useMessage();
  const [opened, { open, close }] = useDisclosure(false);
  const filters = list.document.search.filters;
  if (filters.length === 0) return null;
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
