import { useState } from "react";
import { Alert, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { useLocation, useSearchParams } from "react-router";
import type { ResolveSubWorkflow, TWorkflowDocument } from "@fsm/metadata";
import { LeaveDialog } from "../../../renderer/screens/wizard/LeaveDialog";
import { WizardScreen } from "../../../renderer/screens/wizard/WizardScreen";
import { parseWizardRoute } from "../../../renderer/screens/wizard/wizard-state";
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
  if (!wizard.path.ok)
    return (
      <Problem title={wizard.title} what="This workflow cannot be run" message={wizard.path.error.message} />
    );
  const { screen, step } = wizard;
  const stepScreen = screen.data;
  return (
    <>
      {screen.isError ? (
        <Problem title={wizard.title} what="This step could not be loaded" message={screen.error.message} />
      ) : !stepScreen || !step ? (
        <Center p="xl">
          <Loader aria-label="Loading step" />
        </Center>
      ) : stepScreen.type !== "workflowStep" ? (
        <Problem
          title={wizard.title}
          what="This step could not be shown"
          message={`“${stepScreen.name}” is not a workflow step screen.`}
        />
      ) : (
        <WizardScreen
          key={step.id}
          title={wizard.title}
          steps={wizard.wizard.steps}
          current={wizard.wizard.current}
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
