import type { ReactNode } from "react";
import { Alert, Center, Loader, Stack, Text, Title } from "@mantine/core";
import type { ResolveSubWorkflow, TWorkflowDocument } from "@fsm/metadata";
import { ApiError } from "../../../lib/api-error";
import { NotFoundState } from "../../../renderer/pages/screen-gate";
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
  if (!name)
    return (
      <NotFoundState
        title="Workflow not found"
        reason="No workflow was named."
        to={HOME}
        linkLabel="Go to the dashboard"
      />
    );
  switch (state.status) {
    case "loading":
      return (
        <Center p="xl">
          <Loader aria-label="Loading workflow" />
        </Center>
      );
    case "error":
      return state.error instanceof ApiError && state.error.status === 404 ? (
        <NotFoundState
          title="Workflow not found"
          reason={`There is no workflow “${name}” you can run.`}
          to={HOME}
          linkLabel="Go to the dashboard"
        />
      ) : (
        <Stack gap="md">
          <Title order={1}>Workflow could not be loaded</Title>
          <Alert color="red" variant="outline" title="Something went wrong">
            <Text size="sm">{state.error.message}</Text>
          </Alert>
        </Stack>
      );
    case "ready":
      return <>{children(state.document, state.resolve)}</>;
  }
}
