import type { ReactNode } from "react";
import { Alert, Center, Loader, Stack, Text, Title } from "@mantine/core";
import type { ResolveSubWorkflow, TWorkflowDocument } from "@fsm/metadata";
import { hasStatus } from "../../../lib/api-error";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { NotFoundState } from "../../../renderer";
import { useWorkflow } from "../hooks/use-workflow";

const HOME = "/app/dashboard";

/** Loading, unknown and failed workflows look the same on every workflow page. */
export function WorkflowGate({
  name,
  children,
}: {
  name: string;
  children: (document: TWorkflowDocument, resolve: ResolveSubWorkflow) => ReactNode;
}) {
  const state = useWorkflow(name);
  const t = useMessage();
  if (!name)
    return (
      <NotFoundState
        title={t("workflow_not_found")}
        reason={t("workflow_none_named")}
        to={HOME}
        linkLabel={t("notfound_to_dashboard")}
      />
    );
  switch (state.status) {
    case "loading":
      return (
        <Center p="xl">
          <Loader aria-label={t("workflow_loading")} />
        </Center>
      );
    case "error":
      return hasStatus(state.error, 404) ? (
        <NotFoundState
          title={t("workflow_not_found")}
          reason={t("workflow_no_such", { name })}
          to={HOME}
          linkLabel={t("notfound_to_dashboard")}
        />
      ) : (
        <Stack gap="md">
          <Title order={1}>{t("workflow_load_failed")}</Title>
          <Alert color="red" variant="outline" title={t("app_something_wrong")}>
            <Text size="sm">{errorText(state.error, t)}</Text>
          </Alert>
        </Stack>
      );
    case "ready":
      return <>{children(state.document, state.resolve)}</>;
  }
}
