import type { TestClient } from "../../../test/support/client.js";

/** A form post as the designer's pages send it (deleteworkflow, disableworkflow, …). */
export function postForm(client: TestClient, url: string, fields: Record<string, string>) {
  return client.post(url, Buffer.from(new URLSearchParams(fields).toString()), {
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

/** A valid custom workflow over the seeded survey screens, named as asked. */
export const customWorkflow = (name: string, startScreen = "SURVEY_SITE") => ({
  workflowHeader: {
    name,
    titleKey: "wf_site_survey_title",
    primaryTable: "service_requests",
    startScreen,
    confirmationScreen: "SURVEY_CONFIRM",
    success: "requestsuccess",
  },
  workflowElements: [
    { kind: "step", id: "site", screen: startScreen },
    { kind: "step", id: "outdoor", screen: "SURVEY_OUTDOOR" },
  ] as Record<string, unknown>[],
});
