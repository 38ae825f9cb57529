import { useEffect, useRef } from "react";
import { flushSync } from "react-dom";
import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate, useSearchParams, type Location } from "react-router";
import type { ResolveSubWorkflow, TWorkflowDocument } from "@fsm/metadata";
import { useConfig } from "../../../lib/config/use-config";
import { useMessage } from "../../../lib/messages/use-message";
import { useLeaveGuard } from "../../../lib/navigation/use-leave-guard";
import {
  useWizardSteps,
  WIZARD_BACK_STATE,
  hasInput,
  parseWizardRoute,
  wizardSearch,
  type WizardData,
} from "../../../renderer";
import { workflowScreenQuery } from "../api/fetch-workflow-screen-metadata";
import { recordPaths, workflowPaths } from "../paths";
import { pathOf, useWorkflowRun } from "./use-workflow-run";

/** The step a Next came from (location state of the step it opened). */
const cameFrom = (state: unknown): number | null => {
  const from = (state as { fromStep?: unknown } | null)?.fromStep;
  return typeof from === "number" ? from : null;
};

/** Addresses that stay inside a run of `workflow`: its steps and its confirmation. */
export function insideRun(workflow: string, next: Pick<Location, "pathname" | "search">): boolean {
  const search = new URLSearchParams(next.search);
  if (search.get("workflow") !== workflow) return false;
  const pathname = next.pathname.toLowerCase();
  if (pathname === workflowPaths.confirmation) return true;
  return pathname === workflowPaths.service && parseWizardRoute(search) !== null;
}

/**
 * /app/service of one workflow: which step the route is on (spec §4 through useWizardSteps), that
 * step's screen, and what Next / Back / Cancel do. The address is kept canonical (workflow name,
 * start screen, step count of the current path, current step) with replace, so Back and reload
 * always land on a real step.
 */
export function useWorkflowWizard(document: TWorkflowDocument, resolve: ResolveSubWorkflow) {
  const { header } = document;
  const t = useMessage();
  const { baselineOnlyMetadata } = useConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const route = parseWizardRoute(search);
  // Entering without wizard parameters (New request, a side-bar entry) starts a fresh run.
  const { run, draft, complete, clear } = useWorkflowRun(header.name, route === null);
  const path = pathOf(document, run, resolve);
  const steps = path.ok ? path.steps : [];
  const wizard = useWizardSteps(run.reached + 1);
  const current = Math.max(1, Math.min(wizard.current, steps.length));
  const step = steps[current - 1];

  const canonical = wizardSearch(
    { screenName: header.startScreen, steps: Math.max(steps.length, 1), breadcrumb: current },
    { workflow: header.name },
  );
  useEffect(() => {
    if (location.search !== canonical) void navigate({ search: canonical }, { replace: true });
  }, [canonical, location.search, navigate]);

  const screen = useQuery({
    ...workflowScreenQuery(
      { screenName: header.name, subWfId: step?.subWfId, stepId: step?.id },
      baselineOnlyMetadata,
    ),
    enabled: step !== undefined,
  });

  const guard = useLeaveGuard({
    when: hasInput(run),
    allows: (next) => insideRun(header.name, next),
    onLeave: clear,
  });
  const records = recordPaths(header);
  const firstStepKey = useRef(step?.id);

  const stepTo = (breadcrumb: number, total: number) => workflowPaths.step(header, breadcrumb, total);

  return {
    title: t(header.titleKey),
    what: t(records.what),
    path,
    wizard: { ...wizard, current },
    step,
    screen,
    run,
    guard,
    /** The heading takes focus once the user has moved off the step the page opened on. */
    moved: step !== undefined && step.id !== firstStepKey.current,
    onDraft: draft,
    onNext: (data: WizardData) => {
      const after = pathOf(document, data, resolve);
      if (!after.ok) return;
      // The new "reached" must be in place before the router enters the next step (it caps it).
      flushSync(() => complete(data, current, steps, after.steps));
      if (current >= after.steps.length) void navigate(workflowPaths.confirm(header.name));
      else void navigate(stepTo(current + 1, after.steps.length), { state: { fromStep: current } });
    },
    // Back is the browser's back when the entry before is the previous step (spec §4: a back
    // navigation goes one back); otherwise (a link from the confirmation, a bookmark) a new entry
    // marked as going back.
    onBack: () =>
      cameFrom(location.state) === current - 1
        ? void navigate(-1)
        : void navigate(stepTo(current - 1, steps.length), { state: WIZARD_BACK_STATE }),
    onCancel: () => void navigate(records.list),
  };
}
export type WorkflowWizardController = ReturnType<typeof useWorkflowWizard>;
