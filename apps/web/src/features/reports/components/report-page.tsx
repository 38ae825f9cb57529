import { useState } from "react";
import { Anchor, Button, Group, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { hasStatus } from "../../../lib/api-error";
import { useMessage } from "../../../lib/messages/use-message";
import { usePageTitle } from "../../../lib/use-page-title";
import { ErrorState, ListSkeleton, NoAccessState } from "../../../lib/ui/states";
import { saveFile } from "../../../lib/save-file";
import { provideListMessages } from "../../../renderer";
import { reportQuery } from "../api/get-report";
import { ReportChart } from "../../../lib/charts/report-chart";
import { reportCsv, reportRows } from "../../../lib/charts/report-rows";
import { reportDataQuery } from "../../../lib/charts/run-report";

// The export button says what a list's does (list_export_csv).
provideListMessages();

/**
 * /app/reports/:name: the report's numbers as a chart or as a table (the table is what screen
 * readers use; the chart is hidden from them), and the table as a CSV file.
 */
export function ReportPage() {
  const t = useMessage();
  const { name = "" } = useParams();
  const report = useQuery(reportQuery(name));
  const data = useQuery(reportDataQuery(report.data));
  const [view, setView] = useState<"chart" | "table">("chart");
  const title = report.data ? t(report.data.title) : "";
  usePageTitle(title, t("reports_title"));
  if (hasStatus(report.error, 403) || hasStatus(data.error, 403))
    return <NoAccessState area={t("reports_title")} home="/app/reports" />;
  const failed = report.error ?? data.error;
  if (failed)
    return (
      <ErrorState
        title={t("report_load_failed")}
        error={failed}
        next={t("report_load_failed_body")}
        onRetry={() => void (report.isError ? report.refetch() : data.refetch())}
      />
    );
  if (!report.data || !data.data) return <ListSkeleton label={t("report_loading")} cards={false} />;
  const rows = reportRows(report.data, data.data, t);
  const total = rows.reduce((n, r) => n + r.count, 0);
  const header: [string, string] = [t("report_group"), t("report_count")];
  const download = () =>
    saveFile(
      new Blob([reportCsv(header, rows)], { type: "text/csv;charset=utf-8" }),
      `${report.data.name}-${new Date().toISOString().slice(0, 10)}.csv`,
    );
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/app/reports" size="sm">
        {t("reports_back")}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{title}</Title>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t("list_export_csv")}
        </Button>
      </Group>
      {report.data.description ? <Text>{t(report.data.description)}</Text> : null}
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t("report_view")}
          value={view}
          onChange={(value) => setView(value === "table" ? "table" : "chart")}
          data={[
            { value: "chart", label: t("report_view_chart") },
            { value: "table", label: t("report_view_table") },
          ]}
        />
        <Text size="sm">{t("report_total", { count: total.toLocaleString() })}</Text>
      </Group>
      {rows.length === 0 ? (
        <Text>{t("report_empty")}</Text>
      ) : view === "chart" ? (
        <figure style={{ margin: 0 }}>
          <ReportChart chart={report.data.chart} rows={rows} />
          <Text component="figcaption" size="sm" c="dimmed">
            {t("report_chart_caption")}
          </Text>
        </figure>
      ) : (
        <Table striped withTableBorder>
          <Table.Caption style={{ captionSide: "top", textAlign: "left" }}>{title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{header[0]}</Table.Th>
              <Table.Th scope="col" style={{ textAlign: "right" }}>
                {header[1]}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={400}>
                  {row.label}
                </Table.Th>
                <Table.Td style={{ textAlign: "right" }}>{row.count.toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
