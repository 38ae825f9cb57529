import { useState } from "react";
import { Anchor, Button, Group, Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { TDashboardCardView } from "@fsm/contracts";
import { ReportChart } from "../../../lib/charts/report-chart";
import { reportRows } from "../../../lib/charts/report-rows";
import { reportDataQuery } from "../../../lib/charts/run-report";
import { useMessage } from "../../../lib/messages/use-message";
import { dashboardPaths } from "../paths";
import { CardError } from "./card-error";
import { CardFrame } from "./card-frame";
import classes from "./chart-card.module.css";

type ChartCardView = Extract<TDashboardCardView, { kind: "chart" }>;

/**
 * A report's chart on the dashboard (its own lazy chunk, loaded after the counters): the picture
 * for sighted readers, the same numbers as a table one press away (what screen readers read; the
 * chart is hidden from them), and the whole report on its page.
 */
export function ChartCard({ card }: { card: ChartCardView }) {
  const t = useMessage();
  // A report counts every row of its list (about 0.5 s at 1M requests, bench/README): the card
  // keeps its numbers 5 minutes when the dashboard is opened again; the report's page always asks.
  const data = useQuery({ ...reportDataQuery(card.report), staleTime: 5 * 60_000 });
  const [asTable, setAsTable] = useState(false);
  const title = t(card.title);
  const body = () => {
    if (data.isPending) return <Skeleton height={180} role="status" aria-label={t("dashboard_loading")} />;
    if (data.isError) return <CardError error={data.error} onRetry={() => void data.refetch()} />;
    const rows = reportRows(card.report, data.data, t);
    if (!rows.length) return <Text size="sm">{t("report_empty")}</Text>;
    if (!asTable)
      return (
        <figure style={{ margin: 0 }}>
          <ReportChart chart={card.report.chart} rows={rows} />
          <Text component="figcaption" size="xs" c="dimmed">
            {t("dashboard_chart_caption")}
          </Text>
        </figure>
      );
    // A plain table: Mantine's Table would bring its scroll area into the first page's budget.
    return (
      <table className={classes.table}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t("report_group")}</th>
            <th scope="col" className={classes.number}>
              {t("report_count")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td className={classes.number}>{row.count.toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  };
  return (
    <CardFrame id={card.id} title={title}>
      {body()}
      <Group justify="space-between" gap="xs">
        <Button variant="default" size="xs" onClick={() => setAsTable((v) => !v)} disabled={!data.isSuccess}>
          {t(asTable ? "dashboard_chart_show_chart" : "dashboard_chart_show_table")}
        </Button>
        <Anchor component={Link} to={dashboardPaths.report(card.report.name)} size="sm">
          {t("dashboard_chart_open", { title })}
        </Anchor>
      </Group>
    </CardFrame>
  );
}
