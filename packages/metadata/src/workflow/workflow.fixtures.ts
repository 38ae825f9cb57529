import type { TWorkflowDocumentInput } from "./workflow-document.js";

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
