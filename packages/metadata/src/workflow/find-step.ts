import type { ResolveSubWorkflow } from "./wizard-steps.js";
import type { TWorkflowDocument } from "./workflow-document.js";

/**
 * The screen of step `stepId`, inside the sub-workflow chain `subWfId` ("a.b", empty = the
 * workflow itself), whatever branch it is on. Undefined when there is no such step.
 */
export function findWorkflowStepScreen(
  doc: TWorkflowDocument,
  stepId: string,
  subWfId: string | undefined,
  resolve: ResolveSubWorkflow,
): string | undefined {
  let current: TWorkflowDocument | undefined = doc;
  for (const subId of subWfId ? subWfId.split(".") : []) {
    const el: TWorkflowDocument["elements"][number] | undefined = current?.elements.find(
      (e) => e.id === subId,
    );
    current = el?.kind === "subWorkflow" ? resolve(el.workflow) : undefined;
    if (!current) return undefined;
  }
  const step = current.elements.find((e) => e.id === stepId);
  return step?.kind === "step" ? step.screen : undefined;
}

/** Every screen a workflow document names directly (header and steps, not its sub-workflows'). */
export function workflowScreenNames(doc: TWorkflowDocument): string[] {
  const { startScreen, confirmationScreen, summaryScreen } = doc.header;
  const steps = doc.elements.flatMap((e) => (e.kind === "step" ? [e.screen] : []));
  return [...new Set([startScreen, ...steps, confirmationScreen, ...(summaryScreen ? [summaryScreen] : [])])];
}
