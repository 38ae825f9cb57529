import type { TCustomWorkflowFeature, TMenuAccess } from "@fsm/contracts";
import type { Actor } from "../../platform/sessions/actor.js";

type Workflow = {
  name: string;
  title: string;
  titleKey: string | null;
  startScreenName: string;
  isBaseline: boolean;
  disabled: boolean;
};

const flag = (value: boolean) => (value ? "true" : "false");

/**
 * Menu flags (spec §3 strings "true"/"false") from the role → access table, with the baseline
 * workflows' switch on top: a disabled REQUEST or RMA workflow hides its menu entry for everyone.
 */
export function presentMenuAccess(actor: Actor, workflows: Workflow[]): TMenuAccess {
  const enabled = (name: string) => !workflows.some((w) => w.name === name && w.disabled);
  return {
    request: flag(actor.access.request && enabled("REQUEST")),
    rma: flag(actor.access.rma && enabled("RMA")),
    blog: flag(actor.access.blog),
    group: flag(actor.access.group),
  };
}

/**
 * Custom (non-baseline) workflows that are switched on, as side-menu entries (list/{start
 * screen}); the title is the workflow's title message in the caller's locale.
 */
export function presentCustomFeatures(
  workflows: Workflow[],
  messages: Record<string, string>,
): TCustomWorkflowFeature[] {
  return workflows
    .filter((w) => !w.isBaseline && !w.disabled)
    .map((w) => ({
      Title: (w.titleKey && messages[w.titleKey]) || w.title,
      WorkflowStartScreenName: w.startScreenName,
    }));
}
