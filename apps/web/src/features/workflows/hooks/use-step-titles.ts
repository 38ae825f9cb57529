import { useQueries } from "@tanstack/react-query";
import type { WizardStep } from "@fsm/metadata";
import { useConfig } from "../../../lib/config/use-config";
import { useMessage } from "../../../lib/messages/use-message";
import { workflowScreenQuery } from "../api/fetch-workflow-screen-metadata";

/**
 * Every step's name on the current path: its screen's title message. The screens are the ones the
 * wizard opens step by step (the same cached queries), read ahead so the step indicator can name
 * the steps to come; a step whose screen has not answered yet has no name (undefined).
 */
export function useStepTitles(workflow: string, steps: readonly WizardStep[]): (string | undefined)[] {
  const t = useMessage();
  const { baselineOnlyMetadata } = useConfig();
  return useQueries({
    queries: steps.map((step) =>
      workflowScreenQuery(
        { screenName: workflow, subWfId: step.subWfId, stepId: step.id },
        baselineOnlyMetadata,
      ),
    ),
    combine: (results) => results.map((r) => (r.data ? t(r.data.title) : undefined)),
  });
}
