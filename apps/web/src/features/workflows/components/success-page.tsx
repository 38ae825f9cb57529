import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../../lib/use-page-title";
import { useMessage } from "../../../lib/messages/use-message";
import { startAndConfirmQuery } from "../api/fetch-start-and-confirm";
import { recordPaths, workflowPaths } from "../paths";
import { SuccessRecord } from "./success-record";

export type TSuccessPage = "requestsuccess" | "rmasuccess";

const parseId = (raw: string | null): number | null => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null);

/**
 * /app/requestsuccess and /app/rmasuccess: the new record (its number, status, title, date and
 * files) and the next steps — open it, its approved summary (when the workflow has one), raise
 * another, or go back to the list, where it now shows.
 */
export function SuccessPage({ page }: { page: TSuccessPage }) {
  const [search] = useSearchParams();
  const number = search.get("number") ?? "";
  const id = parseId(search.get("id"));
  const workflow = search.get("workflow") ?? "";
  const records = recordPaths({ primaryTable: page === "rmasuccess" ? "rmas" : "service_requests" });
  const screens = useQuery({ ...startAndConfirmQuery(workflow), enabled: workflow !== "" && id !== null });
  const t = useMessage();
  const what = t(records.what);
  const whatTitle = t(records.whatTitle);
  const heading = number
    ? t("workflow_created_number", { what: whatTitle, number })
    : t("workflow_created", { what: whatTitle });
  usePageTitle(heading);
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      <Text>{number ? t("workflow_thanks_number", { what, number }) : t("workflow_thanks", { what })}</Text>
      {id !== null ? (
        <SuccessRecord
          listScreen={page === "rmasuccess" ? "RMA" : "request"}
          id={id}
          label={t("workflow_success_record", { what })}
        />
      ) : null}
      <Stack gap="xs" component="section" aria-labelledby="success-next">
        <Title order={2} size="h4" id="success-next">
          {t("workflow_success_next")}
        </Title>
        <Group gap="sm">
          {id !== null ? (
            <Button component={Link} to={records.detail(id)}>
              {number ? t("workflow_open_number", { what, number }) : t("workflow_open", { what })}
            </Button>
          ) : null}
          {id !== null && screens.data?.summaryScreen ? (
            <Button component={Link} variant="default" to={workflowPaths.summaryOf(workflow, id)}>
              {t("workflow_view_summary")}
            </Button>
          ) : null}
          {workflow ? (
            <Button component={Link} variant="default" to={workflowPaths.start(workflow)}>
              {t(page === "rmasuccess" ? "workflow_raise_another_return" : "workflow_raise_another_request")}
            </Button>
          ) : null}
          <Button component={Link} variant="subtle" to={records.list}>
            {t(page === "rmasuccess" ? "workflow_back_to_returns" : "workflow_back_to_requests")}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}

export const RequestSuccessPage = () => <SuccessPage page="requestsuccess" />;
export const RmaSuccessPage = () => <SuccessPage page="rmasuccess" />;
