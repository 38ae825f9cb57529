import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { useMessage } from "../../../lib/messages/use-message";
import { startAndConfirmQuery } from "../api/fetch-start-and-confirm";
import { recordPaths, workflowPaths } from "../paths";

export type TSuccessPage = "requestsuccess" | "rmasuccess";

const parseId = (raw: string | null): number | null => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null);

/**
 * /app/requestsuccess and /app/rmasuccess: the new number, and the ways on — the record itself,
 * the workflow's approved summary (when it has one) and the list, where the record now shows.
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
  return (
    <Stack gap="md">
      <Title order={1}>
        {number
          ? t("workflow_created_number", { what: whatTitle, number })
          : t("workflow_created", { what: whatTitle })}
      </Title>
      <Text>{number ? t("workflow_thanks_number", { what, number }) : t("workflow_thanks", { what })}</Text>
      <List spacing="xs" aria-label={t("workflow_what_next")}>
        {id !== null ? (
          <List.Item>
            <Anchor component={Link} to={records.detail(id)}>
              {number ? t("workflow_open_number", { what, number }) : t("workflow_open", { what })}
            </Anchor>
          </List.Item>
        ) : null}
        {id !== null && screens.data?.summaryScreen ? (
          <List.Item>
            <Anchor component={Link} to={workflowPaths.summaryOf(workflow, id)}>
              {t("workflow_view_summary")}
            </Anchor>
          </List.Item>
        ) : null}
        <List.Item>
          <Anchor component={Link} to={records.list}>
            {t(page === "rmasuccess" ? "workflow_back_to_returns" : "workflow_back_to_requests")}
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}

export const RequestSuccessPage = () => <SuccessPage page="requestsuccess" />;
export const RmaSuccessPage = () => <SuccessPage page="rmasuccess" />;
