import { useRef, useState } from "react";
import { useQueries } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import type { ResolveSubWorkflow, TWorkflowDocument } from "@fsm/metadata";
import { ApiError } from "../../../lib/api-error";
import { useConfig } from "../../../lib/config/use-config";
import { useMessage } from "../../../lib/messages/use-message";
import { notify } from "../../../lib/notify";
import { readStoredUser } from "../../../lib/user-session";
import {
  useScreen,
  fieldItemsOf,
  stepValuesOf,
  submissionOf,
  fieldTypeUi,
  hasInput,
  wizardRuns,
} from "../../../renderer";
import { useLeaveGuard } from "../../../lib/navigation/use-leave-guard";
import { workflowScreenQuery } from "../api/fetch-workflow-screen-metadata";
import { sendEmail } from "../api/send-email";
import { useSubmitWorkflow } from "../api/submit-workflow";
import { recordPaths, workflowPaths } from "../paths";
import { submissionProblems } from "./submission-problems";
import { pathOf } from "./use-workflow-run";
import { insideRun } from "./use-workflow-wizard";

/**
 * /app/confirmation of one workflow: the run's data under the workflow's confirmation screen, and
 * the submission. Submit sends the run's idempotency key (the same on a double click or a retry),
 * then mails the user their number, forgets the run and opens the success page.
 */
export function useWorkflowConfirmation(document: TWorkflowDocument, resolve: ResolveSubWorkflow) {
  const { header } = document;
  const t = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const { baselineOnlyMetadata } = useConfig();
  const [run] = useState(() => wizardRuns.current(header.name));
  const path = run ? pathOf(document, run, resolve) : null;
  const steps = path?.ok ? path.steps : [];
  const stepScreens = useQueries({
    queries: steps.map((step) =>
      workflowScreenQuery(
        { screenName: header.name, subWfId: step.subWfId, stepId: step.id },
        baselineOnlyMetadata,
      ),
    ),
  });
  const confirmation = useScreen({ screenName: header.confirmationScreen });
  const submit = useSubmitWorkflow();
  const sending = useRef(false);
  const records = recordPaths(header);
  const guard = useLeaveGuard({
    when: hasInput(run),
    allows: (next) => insideRun(header.name, next),
    onLeave: () => run && wizardRuns.clear(run),
  });

  const loaded = stepScreens.every((q) => q.data);
  const stepError = stepScreens.find((q) => q.isError)?.error ?? null;
  // Each step on the path with its screen's sections (empty until loaded).
  const parts = steps.map((step, i) => {
    const screen = stepScreens[i]?.data;
    return { key: step.id, sections: screen && "sections" in screen ? screen.sections : [] };
  });

  const send = async () => {
    if (!run || !loaded || sending.current) return;
    sending.current = true;
    try {
      const created = await submit.mutateAsync({
        workflowName: header.name,
        idempotencyKey: run.key,
        ...submissionOf(parts, run),
      });
      const what = t(records.whatTitle);
      const email = readStoredUser().email;
      if (email)
        await sendEmail({
          toEmail: email,
          subjectEmail: t("workflow_email_subject", { what, number: created.number }),
          messageEmail: t("workflow_email_text", {
            what: t(records.what),
            number: created.number,
            title: t(header.titleKey),
          }),
        }).catch(() => notify.error(t("workflow_email_failed", { what, number: created.number })));
      guard.release();
      wizardRuns.clear(run);
      void navigate(workflowPaths.success(header, created), { replace: true });
    } catch {
      // The error is on screen (submit.error); the same key is sent again on the next try.
    } finally {
      sending.current = false;
    }
  };

  return {
    title: t(header.titleKey),
    what: t(records.what),
    run,
    path,
    confirmation,
    stepError,
    loaded,
    /** Uploaded files of every step on the path, with the field that holds them. */
    attachments: run
      ? parts.flatMap(({ key, sections }) => {
          const values = stepValuesOf(sections, run, key);
          return fieldItemsOf(sections).flatMap((item) =>
            fieldTypeUi(item.type).attachmentIds?.(values[item.id])?.length
              ? [{ item, value: values[item.id] }]
              : [],
          );
        })
      : [],
    submitting: submit.isPending,
    submitError: submit.error,
    /** What the server refused, each with the step to change it in. */
    problems:
      submit.error instanceof ApiError ? submissionProblems(submit.error.details ?? [], parts, t) : [],
    stepPath: (n: number) => workflowPaths.step(header, n, steps.length),
    submit: () => void send(),
    // Back to the last step by the browser history (spec §4 counts that as one step back).
    back: () =>
      location.key !== "default"
        ? void navigate(-1)
        : void navigate(workflowPaths.step(header, steps.length, steps.length)),
    guard,
    startAgain: workflowPaths.start(header.name),
  };
}
export type WorkflowConfirmationController = ReturnType<typeof useWorkflowConfirmation>;
