import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
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
  const what = records.what.charAt(0).toUpperCase() + records.what.slice(1);
  return (
    <Stack gap="md">
      <Title order={1}>{number ? `${what} ${number} created` : `${what} created`}</Title>
      <Text>
        {number
          ? `Thank you. Your ${records.what} has the number ${number}; a confirmation is on its way to your e-mail address.`
          : `Thank you. Your ${records.what} was received.`}
      </Text>
      <List spacing="xs" aria-label="What next">
        {id !== null ? (
          <List.Item>
            <Anchor component={Link} to={records.detail(id)}>
              {number ? `Open ${records.what} ${number}` : `Open the ${records.what}`}
            </Anchor>
          </List.Item>
        ) : null}
        {id !== null && screens.data?.summaryScreen ? (
          <List.Item>
            <Anchor component={Link} to={workflowPaths.summaryOf(workflow, id)}>
              View the summary
            </Anchor>
          </List.Item>
        ) : null}
        <List.Item>
          <Anchor component={Link} to={records.list}>
            {page === "rmasuccess" ? "Back to the returns" : "Back to the service requests"}
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}

export const RequestSuccessPage = () => <SuccessPage page="requestsuccess" />;
export const RmaSuccessPage = () => <SuccessPage page="rmasuccess" />;
