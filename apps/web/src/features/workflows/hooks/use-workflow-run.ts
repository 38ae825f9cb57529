import { useState } from "react";
import { wizardSteps, type ResolveSubWorkflow, type TWorkflowDocument, type WizardStep } from "@fsm/metadata";
import { wizardRuns, type WizardRun, type WizardData } from "../../../renderer";
import { messageText } from "../../../lib/messages/message-text";

export type TPath = { ok: true; steps: WizardStep[] } | { ok: false; error: Error };

/** The steps this run's data leads through (the shared wizardSteps: the server agrees on them). */
export function pathOf(document: TWorkflowDocument, data: WizardData, resolve: ResolveSubWorkflow): TPath {
  try {
    const steps = wizardSteps(document, data.row, resolve);
    return steps.length
      ? { ok: true, steps }
      : { ok: false, error: new Error(messageText("workflow_no_steps")) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

const sameSteps = (a: readonly WizardStep[], b: readonly WizardStep[]) =>
  a.length === b.length && a.every((step, i) => step.id === b[i]!.id && step.subWfId === b[i]!.subWfId);

/**
 * The tab's run of one workflow, kept in sessionStorage on every change. `fresh` starts a new run
 * (a new idempotency key) instead of continuing the stored one.
 */
export function useWorkflowRun(workflow: string, fresh: boolean) {
  const [run, setRun] = useState<WizardRun>(
    () => (fresh ? null : wizardRuns.current(workflow)) ?? wizardRuns.start(workflow),
  );
  const store = (next: WizardRun) => {
    wizardRuns.save(next);
    setRun(next);
  };
  return {
    run,
    /** Unchecked input of the step on screen. */
    draft: (data: WizardData) => store({ ...run, ...data }),
    /**
     * Step `current` passed its checks. When the new data changes the path after this step (a
     * decision took another branch), later steps count as not reached yet.
     */
    complete: (
      data: WizardData,
      current: number,
      before: readonly WizardStep[],
      after: readonly WizardStep[],
    ) =>
      store({
        ...run,
        ...data,
        reached: sameSteps(before, after) ? Math.max(run.reached, current) : current,
      }),
    clear: () => wizardRuns.clear(run),
  };
}
