import { describeIssue, parseWorkflowDocument, type TWorkflowDocumentInput } from "@fsm/metadata";
import type { Db } from "../../client.js";
import {
  baselineComment,
  baselineStep,
  validForBaseline,
} from "../../../engine/documents/baseline-documents.js";
import { findByName } from "../../../engine/documents/documents.repository.js";
import { WORKFLOW } from "../../../engine/workflows/workflows.repository.js";
import { storeWorkflow } from "../../../engine/workflows/workflows.store.js";
import { validateWorkflow } from "../../../engine/workflows/workflows.validate.js";

/** The baseline REQUEST and RMA wizards and one custom workflow with a decision point. */
export const BASELINE_WORKFLOW_DOCUMENTS: { title: string; document: TWorkflowDocumentInput }[] = [
  {
    title: "Service Requests",
    document: {
      formatVersion: 1,
      header: {
        name: "REQUEST",
        titleKey: "wf_request_title",
        primaryTable: "service_requests",
        startScreen: "REQUEST_SITE",
        confirmationScreen: "REQUEST_CONFIRM",
        summaryScreen: "REQUEST_SUMMARY",
        success: "requestsuccess",
        isBaseline: true,
      },
      elements: [
        { kind: "step", id: "site", screen: "REQUEST_SITE" },
        { kind: "step", id: "details", screen: "REQUEST_DETAILS" },
        { kind: "step", id: "files", screen: "REQUEST_FILES" },
      ],
    },
  },
  {
    title: "RMA",
    document: {
      formatVersion: 1,
      header: {
        name: "RMA",
        titleKey: "wf_rma_title",
        primaryTable: "rmas",
        startScreen: "RMA_LINES",
        confirmationScreen: "RMA_CONFIRM",
        success: "rmasuccess",
        isBaseline: true,
      },
      elements: [
        { kind: "step", id: "lines", screen: "RMA_LINES" },
        { kind: "step", id: "reason", screen: "RMA_REASON" },
      ],
    },
  },
  {
    title: "Site Survey",
    document: {
      formatVersion: 1,
      header: {
        name: "SITE_SURVEY",
        titleKey: "wf_site_survey_title",
        primaryTable: "service_requests",
        startScreen: "SURVEY_SITE",
        confirmationScreen: "SURVEY_CONFIRM",
        success: "requestsuccess",
        isBaseline: false,
      },
      elements: [
        { kind: "step", id: "site", screen: "SURVEY_SITE" },
        {
          kind: "decision",
          id: "by-type",
          column: "survey_type",
          branches: [{ equals: "INDOOR", goto: "indoor" }],
          otherwise: "outdoor",
        },
        // The indoor branch ends the wizard; without `next` it would run on into the outdoor step.
        { kind: "step", id: "indoor", screen: "SURVEY_INDOOR", next: "$end" },
        { kind: "step", id: "outdoor", screen: "SURVEY_OUTDOOR" },
      ],
    },
  },
];

/**
 * Seeded validated like a designer's save, with revision 1 as origin, and brought up to the
 * shipped version on a later start while only the seed has written it (baselineStep). A workflow
 * a designer edited (or disabled) is left alone.
 */
export async function seedBaselineWorkflows(db: Db): Promise<void> {
  for (const { title, document } of BASELINE_WORKFLOW_DOCUMENTS) {
    const shipped = parseWorkflowDocument(document);
    if (!shipped.ok)
      throw new Error(
        `baseline workflow ${document.header.name}: ${shipped.issues.map(describeIssue).join("; ")}`,
      );
    const name = document.header.name;
    const step = await baselineStep(db, WORKFLOW, name, await findByName(db, WORKFLOW, name), shipped.value);
    if (step === "current" || step === "kept") continue;
    const doc = await validForBaseline(step, name, () => validateWorkflow(db, document));
    if (doc) await storeWorkflow(db, null, doc, { comment: baselineComment(step), title, origin: "seed" });
  }
}
