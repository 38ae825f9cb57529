import { Button, Group, NativeSelect, Text } from "@mantine/core";
import { formatNumber } from "../../../lib/format/numbers";
import { useMessage } from "../../../lib/messages/use-message";
import { pageSizesOf } from "./list-url-state";
import type { ListScreenController } from "./use-list-screen";

/** Previous/next rather than numbered pages: deep pages are reached by seeking, not by jumping. */
export function ListPager({ list }: { list: ListScreenController }) {
  const t = useMessage();
  const { page, pageSize } = list.state;
  const from = list.total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = (page - 1) * pageSize + list.rows.length;
  const total = formatNumber(list.total);
  const of = list.totalIsEstimate ? t("list_total_estimate", { total }) : total;
  return (
    <Group justify="space-between" mt="sm" component="nav" aria-label={t("list_pages")}>
      <Text size="sm" aria-live="polite">
        {t("list_rows_of", { from: formatNumber(from), to: formatNumber(to), of, page: formatNumber(page) })}
      </Text>
      <Group gap="xs">
        {/* The browser's own select: a phone's native picker, and no combobox code on a list page. */}
        <NativeSelect
          label={t("list_rows_per_page")}
          data={pageSizesOf(list.document.search).map(String)}
          value={String(pageSize)}
          onChange={(event) => list.setPageSize(Number(event.currentTarget.value))}
          w={130}
          size="xs"
        />
        <Button variant="default" size="xs" onClick={() => list.goToPage(1)} disabled={page <= 1}>
          {t("list_first_page")}
        </Button>
        <Button variant="default" size="xs" onClick={() => list.goToPage(page - 1)} disabled={page <= 1}>
          {t("list_previous_page")}
        </Button>
        <Button variant="default" size="xs" onClick={list.nextPage} disabled={!list.hasNext}>
          {t("list_next_page")}
        </Button>
      </Group>
    </Group>
  );
}
