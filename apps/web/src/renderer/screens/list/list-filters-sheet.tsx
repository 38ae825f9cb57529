import { lazy, Suspense, useState } from "react";
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useMessage } from "../../../lib/messages/use-message";
import type { ListScreenController } from "./use-list-screen";

const loadDrawer = () => import("./list-filters-drawer");
const ListFiltersDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.ListFiltersDrawer })));

/** How many of the declared filters hold a value; the button's count. */
const activeFilters = (list: ListScreenController): number =>
  list.document.search.filters.filter((f) => !!list.state.filters[f.item_name]).length;

/**
 * On a phone the declared filters (and the sort the table's headers give) fold into a bottom sheet
 * behind one "Filters (n)" button, n the active filters, so the first record shows without
 * scrolling. The sheet and its controls (drawer, selects, lookups) load on the first press
 * (fetched already on pointer or focus), so a list page draws its cards without them.
 */
export function ListFiltersSheet({ list }: { list: ListScreenController }) {
  const t = useMessage();
  const [opened, { open, close }] = useDisclosure(false);
  // Drawn from the first press on, then kept: its closing slides out.
  const [drawn, setDrawn] = useState(false);
  const { filters, columns } = list.document.search;
  if (filters.length === 0 && !columns.some((c) => c.sortable)) return null;
  const active = activeFilters(list);
  const prefetch = () => void loadDrawer();
  return (
    <>
      <Button
        variant={active ? "light" : "default"}
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onPointerDown={prefetch}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setDrawn(true);
          open();
        }}
        aria-haspopup="dialog"
      >
        {t("list_filters_button", { count: active })}
      </Button>
      {drawn ? (
        <Suspense fallback={null}>
          <ListFiltersDrawer list={list} opened={opened} onClose={close} active={active} />
        </Suspense>
      ) : null}
    </>
  );
}
