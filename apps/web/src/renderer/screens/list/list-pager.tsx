import { Button, Group, Select, Text } from "@mantine/core";
import { pageSizesOf } from "./list-url-state";
import type { ListScreenController } from "./use-list-screen";

const count = new Intl.NumberFormat();

/** Previous/next rather than numbered pages: deep pages are reached by seeking, not by jumping. */
export function ListPager({ list }: { list: ListScreenController }) {
  const { page, pageSize } = list.state;
  const from = list.total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = (page - 1) * pageSize + list.rows.length;
  const of = `${list.totalIsEstimate ? "about " : ""}${count.format(list.total)}`;
  return (
    <Group justify="space-between" mt="sm" component="nav" aria-label="Pages">
      <Text size="sm" aria-live="polite">
        {`Rows ${count.format(from)}–${count.format(to)} of ${of} · page ${count.format(page)}`}
      </Text>
      <Group gap="xs">
        <Select
          label="Rows per page"
          data={pageSizesOf(list.document.search).map(String)}
          value={String(pageSize)}
          onChange={(value) => value && list.setPageSize(Number(value))}
          allowDeselect={false}
          w={130}
          size="xs"
          comboboxProps={{ withinPortal: false }}
        />
        <Button variant="default" size="xs" onClick={() => list.goToPage(1)} disabled={page <= 1}>
          First page
        </Button>
        <Button variant="default" size="xs" onClick={() => list.goToPage(page - 1)} disabled={page <= 1}>
          Previous page
        </Button>
        <Button variant="default" size="xs" onClick={list.nextPage} disabled={!list.hasNext}>
          Next page
        </Button>
      </Group>
    </Group>
  );
}
