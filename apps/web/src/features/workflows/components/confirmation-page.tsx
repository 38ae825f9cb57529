import { Alert, Anchor, Button, Center, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import type { ResolveSubWorkflow, TWorkflowDocument } from "@fsm/metadata";
import { useMessage } from "../../../lib/messages/use-message";
import { fieldTypeUi } from "../../../renderer/registry";
import { ConfirmationScreen } from "../../../renderer/screens/confirmation/ConfirmationScreen";
import { LeaveDialog } from "../../../renderer/screens/wizard/LeaveDialog";
import {
  useWorkflowConfirmation,
  type WorkflowConfirmationController,
} from "../hooks/use-workflow-confirmation";
import { WorkflowGate } from "./workflow-gate";

/** /app/confirmation?workflow=… — the run's data read-only, with Back and Submit. */
export function ConfirmationPage() {
  const [search] = useSearchParams();
  return (
    <WorkflowGate name={search.get("workflow") ?? ""}>
      {(document, resolve) => <WorkflowConfirmation document={document} resolve={resolve} />}
    </WorkflowGate>
  );
}

function WorkflowConfirmation({
  document,
  resolve,
}: {
  document: TWorkflowDocument;
  resolve: ResolveSubWorkflow;
}) {
  const page = useWorkflowConfirmation(document, resolve);
  if (!page.run || page.run.reached === 0)
    return (
      <Stack gap="md">
        <Title order={1}>{page.title}</Title>
        <Text>{`There is nothing to confirm: no ${page.what} is being entered in this tab.`}</Text>
        <Anchor component={Link} to={page.startAgain}>
          {`Start a new ${page.what}`}
        </Anchor>
      </Stack>
    );
  const failure =
    (page.path && !page.path.ok ? page.path.error : null) ?? page.stepError ?? page.confirmation.error;
  if (failure)
    return (
      <Stack gap="md">
        <Title order={1}>{page.title}</Title>
        <Alert color="red" variant="outline" title="This confirmation could not be shown">
          <Text size="sm">{failure.message}</Text>
        </Alert>
      </Stack>
    );
  const confirmation = page.confirmation.data;
  if (!confirmation || !page.loaded)
    return (
      <Center p="xl">
        <Loader aria-label="Loading confirmation" />
      </Center>
    );
  if (confirmation.type !== "confirmation")
    return (
      <Alert color="red" variant="outline" title="This confirmation could not be shown">
        <Text size="sm">{`“${confirmation.name}” is not a confirmation screen.`}</Text>
      </Alert>
    );
  return (
    <Stack gap="md">
      <ConfirmationScreen
        document={confirmation}
        row={page.run.row}
        busy={page.submitting}
        onAction={(action) => {
          if (action.type === "submit") page.submit();
          else if (action.type === "back" || action.type === "cancel") page.back();
        }}
      >
        {/* Above the screen's Back/Submit: the files are part of what is being confirmed. */}
        <AttachedFiles page={page} />
      </ConfirmationScreen>
      {page.submitError ? <SubmitError page={page} /> : null}
      {confirmation.actions.length === 0 ? (
        <Group justify="flex-end">
          <Button variant="default" onClick={page.back} disabled={page.submitting}>
            Back
          </Button>
          <Button onClick={page.submit} loading={page.submitting}>
            Submit
          </Button>
        </Group>
      ) : null}
      <LeaveDialog guard={page.guard} what={page.what} />
    </Stack>
  );
}

/** Files uploaded in the steps (a confirmation screen shows columns; files are not one). */
function AttachedFiles({ page }: { page: WorkflowConfirmationController }) {
  if (!page.attachments.length) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        Attached files
      </Title>
      {page.attachments.map(({ item, value }) => {
        const { Display } = fieldTypeUi(item.type);
        return <Display key={item.id} item={item} value={value} />;
      })}
    </Stack>
  );
}

/** Why the submission was refused; a refused field links to the step where it can be changed. */
function SubmitError({ page }: { page: WorkflowConfirmationController }) {
  const t = useMessage();
  return (
    <Alert color="red" variant="outline" title="Not submitted" role="alert">
      <Text size="sm">
        {page.problems.length
          ? "Nothing was created. Please change the following, then submit again:"
          : `${page.submitError!.message} Nothing was created; submitting again is safe.`}
      </Text>
      {page.problems.length ? (
        <List size="sm" mt="xs">
          {page.problems.map((problem, i) => (
            <List.Item key={i}>
              {problem.label ? `${t(problem.label)}: ${problem.message}` : problem.message}
              {problem.step !== null ? (
                <>
                  {" "}
                  <Anchor component={Link} to={page.stepPath(problem.step)} size="sm">
                    {`Change it in step ${problem.step}`}
                  </Anchor>
                </>
              ) : null}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
