import { describeIssue } from "../issues.js";
import { parseWorkflowDocument } from "./format.js";
import type { TWorkflowDocument, TWorkflowDocumentInput } from "./workflow-document.js";

/** Parses a test document through the real parser; a document it refuses fails the test with its issues. */
export const parsed = (raw: unknown): TWorkflowDocument => {
  const result = parseWorkflowDocument(raw);
  if (!result.ok) throw new Error(result.issues.map(describeIssue).join("\n"));
  return result.value;
};

/** A site survey with a decision on survey_type: INDOOR → indoor (then end), otherwise outdoor. */
export const survey = (): TWorkflowDocumentInput => ({
  formatVersion: 1,
  header: {
    name: "SITE_SURVEY",
    titleKey: "wf_site_survey_title",
    primaryTable: "service_requests",
    startScreen: "SURVEY_SITE",
    confirmationScreen: "SURVEY_CONFIRM",
    success: "requestsuccess",
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
    { kind: "step", id: "indoor", screen: "SURVEY_INDOOR", next: "$end" },
    { kind: "step", id: "outdoor", screen: "SURVEY_OUTDOOR" },
  ],
});
