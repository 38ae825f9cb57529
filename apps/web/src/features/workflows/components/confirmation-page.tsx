import { Alert, Anchor, Button, Center, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import type { ResolveSubWorkflow, TWorkflowDocument } from "@fsm/metadata";
import { errorText } from "../../../lib/messages/error-text";
import { usePageTitle } from "../../../lib/use-page-title";
import { useMessage } from "../../../lib/messages/use-message";
import { fieldTypeUi, ConfirmationScreen } from "../../../renderer";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import {
  useWorkflowConfirmation,
  type WorkflowConfirmationController,
} from "../hooks/use-workflow-confirmation";
import { WorkflowGate } from "./workflow-gate";
import { ProgressButton } from "../../../lib/ui/progress-button";

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
  const t = useMessage();
  const shown = page.confirmation.data;
  usePageTitle(shown?.type === "confirmation" ? t(shown.title) : null, page.title);
  if (!page.run || page.run.reached === 0)
    return (
      <Stack gap="md">
        <Title order={1}>{page.title}</Title>
        <Text>{t("workflow_nothing_to_confirm", { what: page.what })}</Text>
        <Anchor component={Link} to={page.startAgain}>
          {t("workflow_start_new", { what: page.what })}
        </Anchor>
      </Stack>
    );
  const failure =
    (page.path && !page.path.ok ? page.path.error : null) ?? page.stepError ?? page.confirmation.error;
  if (failure)
    return (
      <Stack gap="md">
        <Title order={1}>{page.title}</Title>
        <Alert color="red" variant="outline" title={t("workflow_confirmation_failed")}>
          <Text size="sm">{errorText(failure, t)}</Text>
        </Alert>
      </Stack>
    );
  const confirmation = page.confirmation.data;
  if (!confirmation || !page.loaded)
    return (
      <Center p="xl">
        <Loader aria-label={t("workflow_loading_confirmation")} />
      </Center>
    );
  if (confirmation.type !== "confirmation")
    return (
      <Alert color="red" variant="outline" title={t("workflow_confirmation_failed")}>
        <Text size="sm">{t("workflow_not_confirmation_screen", { name: confirmation.name })}</Text>
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
            {t("app_back")}
          </Button>
          <ProgressButton onClick={page.submit} busy={page.submitting}>
            {t("workflow_submit")}
          </ProgressButton>
        </Group>
      ) : null}
      <LeaveDialog guard={page.guard} what={page.what} />
    </Stack>
  );
}

/** Files uploaded in the steps (a confirmation screen shows columns; files are not one). */
function AttachedFiles({ page }: { page: WorkflowConfirmationController }) {
  const t = useMessage();
  if (!page.attachments.length) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {t("workflow_attached_files")}
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
    <Alert color="red" variant="outline" title={t("workflow_not_submitted")} role="alert">
      <Text size="sm">
        {page.problems.length
          ? t("workflow_change_following")
          : t("workflow_submit_again_safe", { message: errorText(page.submitError, t) })}
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
                    {t("workflow_change_in_step", { step: problem.step })}
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
