import type { TScreenDocumentInput } from "@fsm/metadata";
import {
  assetLookupField,
  code,
  confirmActions,
  field,
  firstStepActions,
  siteLookupField,
  stepActions,
} from "./screen-items.js";

/** REQUEST wizard: site and asset → problem details, visit window, contact → files → review. */
export const requestSiteStep: TScreenDocumentInput = {
  formatVersion: 3,
  type: "workflowStep",
  name: "REQUEST_SITE",
  title: "wf_request_site_title",
  table: "service_requests",
  sections: [{ id: "main", items: [siteLookupField("request_site"), assetLookupField({ atSite: true })] }],
  actions: firstStepActions,
};

export const requestDetailsStep: TScreenDocumentInput = {
  formatVersion: 3,
  type: "workflowStep",
  name: "REQUEST_DETAILS",
  title: "wf_request_details_title",
  table: "service_requests",
  sections: [
    {
      id: "main",
      items: [
        code("problemCode", "problem_code", "request_problem_code", "problem_code", { required: true }),
        code("priority", "priority", "request_priority", "request_priority", {
          required: true,
          default: "MEDIUM",
        }),
        field("description", "multilineText", "description", "request_description", {
          required: true,
          width: 12,
        }),
      ],
    },
    {
      id: "visit",
      title: "wf_section_visit",
      items: [
        field("preferredFrom", "dateTime", "preferred_from", "request_preferred_from"),
        field("preferredTo", "dateTime", "preferred_to", "request_preferred_to"),
      ],
    },
    {
      id: "contact",
      title: "wf_section_contact",
      items: [
        field("contactName", "text", "contact_name", "request_contact_name"),
        field("contactPhone", "phone", "contact_phone", "request_contact_phone"),
      ],
    },
  ],
  actions: stepActions,
};

/** Uploaded files are linked to the new request by attachmentId when it is submitted. */
export const requestFilesStep: TScreenDocumentInput = {
  formatVersion: 3,
  type: "workflowStep",
  name: "REQUEST_FILES",
  title: "wf_request_files_title",
  table: "service_requests",
  sections: [
    {
      id: "main",
      columns: 1,
      items: [field("attachments", "attachment", "attachments", "request_attachments", { width: 12 })],
    },
  ],
  actions: stepActions,
};

/** What the customer entered, read-only, for review on the confirmation and the summary. */
const review = (more: { withNumber: boolean }) => [
  ...(more.withNumber
    ? [
        field("requestNumber", "text", "request_number", "request_number", { readOnly: true }),
        code("status", "status", "request_status", "request_status", { readOnly: true }),
      ]
    : []),
  siteLookupField("request_site", { readOnly: true }),
  assetLookupField({ readOnly: true }),
  code("problemCode", "problem_code", "request_problem_code", "problem_code", { readOnly: true }),
  code("priority", "priority", "request_priority", "request_priority", { readOnly: true }),
  field("description", "multilineText", "description", "request_description", { readOnly: true, width: 12 }),
  field("preferredFrom", "dateTime", "preferred_from", "request_preferred_from", { readOnly: true }),
  field("preferredTo", "dateTime", "preferred_to", "request_preferred_to", { readOnly: true }),
  field("contactName", "text", "contact_name", "request_contact_name", { readOnly: true }),
  field("contactPhone", "phone", "contact_phone", "request_contact_phone", { readOnly: true }),
];

export const requestConfirm: TScreenDocumentInput = {
  formatVersion: 3,
  type: "confirmation",
  name: "REQUEST_CONFIRM",
  title: "wf_request_confirm_title",
  message: "wf_request_confirm_message",
  sections: [{ id: "main", items: review({ withNumber: false }) }],
  actions: confirmActions,
};

/** The approved summary of a submitted request (read-only). */
export const requestSummary: TScreenDocumentInput = {
  formatVersion: 3,
  type: "summary",
  name: "REQUEST_SUMMARY",
  title: "wf_request_summary_title",
  table: "service_requests",
  sections: [{ id: "main", items: review({ withNumber: true }) }],
};

export const REQUEST_WORKFLOW_SCREENS = [
  requestSiteStep,
  requestDetailsStep,
  requestFilesStep,
  requestConfirm,
  requestSummary,
];
