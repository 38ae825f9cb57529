import { useState } from "react";
import { Alert, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { useLocation, useSearchParams } from "react-router";
import type { ResolveSubWorkflow, TWorkflowDocument } from "@fsm/metadata";
import { errorText } from "../../../lib/messages/error-text";
import { usePageTitle } from "../../../lib/use-page-title";
import { useMessage } from "../../../lib/messages/use-message";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import { WizardScreen, parseWizardRoute } from "../../../renderer";
import { useStepTitles } from "../hooks/use-step-titles";
import { useWorkflowWizard } from "../hooks/use-workflow-wizard";
import { WorkflowGate } from "./workflow-gate";

/** What /service meant before workflows had names: the service request wizard. */
const DEFAULT_WORKFLOW = "REQUEST";

/**
 * /app/service?workflow=… — a workflow's wizard. Without wizard parameters it starts a fresh run
 * (a new idempotency key); the page is remounted for it, so nothing of an earlier run lingers.
 */
export function ServicePage() {
  const [search] = useSearchParams();
  const location = useLocation();
  // Old links name the wizard by its start screen only (screenName), or nothing at all (/service).
  const name = search.get("workflow") ?? search.get("screenName") ?? DEFAULT_WORKFLOW;
  // A new instance (and run) only for an address without wizard parameters; moving between
  // steps, and the rewrite to the first step's address, keep the page as it is.
  const [instance, setInstance] = useState(location.key);
  const [seen, setSeen] = useState(location.key);
  if (seen !== location.key) {
    setSeen(location.key);
    if (!parseWizardRoute(search)) setInstance(location.key);
  }
  return (
    <WorkflowGate name={name}>
      {(document, resolve) => <WorkflowWizard key={instance} document={document} resolve={resolve} />}
    </WorkflowGate>
  );
}

/** The page's one h1 and what went wrong, when a step cannot be shown. */
function Problem({ title, what, message }: { title: string; what: string; message: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert color="red" variant="outline" title={what}>
        <Text size="sm">{message}</Text>
      </Alert>
    </Stack>
  );
}

function WorkflowWizard({ document, resolve }: { document: TWorkflowDocument; resolve: ResolveSubWorkflow }) {
  const wizard = useWorkflowWizard(document, resolve);
  const stepTitles = useStepTitles(document.header.name, wizard.path.ok ? wizard.path.steps : []);
  const t = useMessage();
  usePageTitle(wizard.title);
  if (!wizard.path.ok)
    return (
      <Problem
        title={wizard.title}
        what={t("workflow_cannot_run")}
        message={errorText(wizard.path.error, t)}
      />
    );
  const { screen, step } = wizard;
  const stepScreen = screen.data;
  return (
    <>
      {screen.isError ? (
        <Problem
          title={wizard.title}
          what={t("workflow_step_load_failed")}
          message={errorText(screen.error, t)}
        />
      ) : !stepScreen || !step ? (
        <Center p="xl">
          <Loader aria-label={t("workflow_loading_step")} />
        </Center>
      ) : stepScreen.type !== "workflowStep" ? (
        <Problem
          title={wizard.title}
          what={t("workflow_step_show_failed")}
          message={t("workflow_not_step_screen", { name: stepScreen.name })}
        />
      ) : (
        <WizardScreen
          key={step.id}
          title={wizard.title}
          steps={wizard.wizard.steps}
          current={wizard.wizard.current}
          stepTitles={stepTitles}
          focusHeading={wizard.moved}
          document={stepScreen}
          stepKey={step.id}
          data={wizard.run}
          isFirst={wizard.wizard.current === 1}
          isLast={wizard.wizard.current === wizard.wizard.steps.length}
          onDraft={wizard.onDraft}
          onNext={wizard.onNext}
          onBack={wizard.onBack}
          onCancel={wizard.onCancel}
        />
      )}
      <LeaveDialog guard={wizard.guard} what={wizard.what} />
    </>
  );
}
