import { Anchor, Center, Loader, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import {
  getDataForScreenAnswer,
  rowOf,
  RecordFiles,
  NotFoundState,
  useBackToList,
  screenQueryOptions,
  useRendererServices,
  SummaryScreen,
} from "../../../renderer";
import { useConfig } from "../../../lib/config/use-config";
import { errorText } from "../../../lib/messages/error-text";
import { usePageTitle } from "../../../lib/use-page-title";
import { useMessage } from "../../../lib/messages/use-message";
import { startAndConfirmQuery } from "../api/fetch-start-and-confirm";

const HOME = "/app/dashboard";
const parseId = (raw: string | null): number | null => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null);

/** /app/summary?workflow=…&id=… — a submitted record under its workflow's approved summary, read-only. */
export function SummaryPage() {
  const [search] = useSearchParams();
  const workflow = search.get("workflow") ?? "";
  const id = parseId(search.get("id"));
  const screens = useQuery({ ...startAndConfirmQuery(workflow), enabled: workflow !== "" });
  const summaryName = screens.data?.summaryScreen ?? "";
  const { baselineOnlyMetadata } = useConfig();
  const { loadScreen } = useRendererServices();
  const summary = useQuery({
    ...screenQueryOptions({ screenName: summaryName }, baselineOnlyMetadata, loadScreen),
    enabled: summaryName !== "",
  });
  const document = summaryName && summary.data?.type === "summary" ? summary.data : null;
  const record = useQuery({
    queryKey: ["summaryRecord", summaryName, id],
    // The row and its files (everything the customer submitted) in one answer.
    queryFn: ({ signal }) =>
      getDataForScreenAnswer(
        summaryName,
        { tableName: document!.table, keyAttributes: [{ key_attr: "id", value: id! }] },
        signal,
      ),
    enabled: document !== null && id !== null,
    retry: false,
  });
  const back = useBackToList(HOME);
  const t = useMessage();
  usePageTitle(document ? t(document.title) : null);

  const missing =
    id === null
      ? t("workflow_no_record_named")
      : screens.isError || (screens.data && !summaryName)
        ? t("workflow_no_summary", { workflow })
        : summary.isError
          ? errorText(summary.error, t)
          : record.isError
            ? errorText(record.error, t)
            : null;
  if (missing)
    return (
      <NotFoundState
        title={t("workflow_summary_not_available")}
        reason={missing}
        to={HOME}
        linkLabel={t("notfound_to_dashboard")}
      />
    );
  if (!document || !record.data)
    return (
      <Center p="xl">
        <Loader aria-label={t("workflow_loading_summary")} />
      </Center>
    );
  return (
    <Stack gap="sm">
      <Anchor component="button" type="button" size="sm" onClick={back} style={{ alignSelf: "flex-start" }}>
        <IconArrowLeft size={14} aria-hidden /> {t("app_back")}
      </Anchor>
      <SummaryScreen document={document} row={rowOf(record.data)} />
      <RecordFiles files={record.data.attachments} />
    </Stack>
  );
}
