import type { TScreenDocumentInput } from "@fsm/metadata";
import {
  code,
  confirmActions,
  field,
  firstStepActions,
  siteLookupField,
  stepActions,
} from "./screen-items.js";

/**
 * SITE_SURVEY (custom workflow): the site and the kind of survey, then the indoor or the outdoor
 * step depending on survey_type (a decision point), then review. The request it creates carries
 * problem code SURVEY (a read-only default on the first step).
 */
export const surveySiteStep: TScreenDocumentInput = {
  formatVersion: 3,
  type: "workflowStep",
  name: "SURVEY_SITE",
  title: "wf_survey_site_title",
  table: "service_requests",
  sections: [
    {
      id: "main",
      items: [
        siteLookupField("request_site"),
        code("surveyType", "survey_type", "request_survey_type", "survey_type", { required: true }),
        code("priority", "priority", "request_priority", "request_priority", {
          required: true,
          default: "MEDIUM",
        }),
        code("problemCode", "problem_code", "request_problem_code", "problem_code", {
          readOnly: true,
          default: "SURVEY",
        }),
      ],
    },
  ],
  actions: firstStepActions,
};

export const surveyIndoorStep: TScreenDocumentInput = {
  formatVersion: 3,
  type: "workflowStep",
  name: "SURVEY_INDOOR",
  title: "wf_survey_indoor_title",
  table: "service_requests",
  sections: [
    {
      id: "main",
      items: [
        field("description", "multilineText", "description", "wf_survey_indoor_description", {
          required: true,
          width: 12,
        }),
        field("contactName", "text", "contact_name", "request_contact_name", { required: true }),
        field("contactPhone", "phone", "contact_phone", "request_contact_phone"),
      ],
    },
  ],
  actions: stepActions,
};

export const surveyOutdoorStep: TScreenDocumentInput = {
  formatVersion: 3,
  type: "workflowStep",
  name: "SURVEY_OUTDOOR",
  title: "wf_survey_outdoor_title",
  table: "service_requests",
  sections: [
    {
      id: "main",
      items: [
        field("description", "multilineText", "description", "wf_survey_outdoor_description", {
          required: true,
          width: 12,
        }),
        field("preferredFrom", "dateTime", "preferred_from", "request_preferred_from"),
        field("preferredTo", "dateTime", "preferred_to", "request_preferred_to"),
      ],
    },
  ],
  actions: stepActions,
};

export const surveyConfirm: TScreenDocumentInput = {
  formatVersion: 3,
  type: "confirmation",
  name: "SURVEY_CONFIRM",
  title: "wf_survey_confirm_title",
  message: "wf_survey_confirm_message",
  sections: [
    {
      id: "main",
      items: [
        siteLookupField("request_site", { readOnly: true }),
        code("surveyType", "survey_type", "request_survey_type", "survey_type", { readOnly: true }),
        code("priority", "priority", "request_priority", "request_priority", { readOnly: true }),
        field("description", "multilineText", "description", "request_description", {
          readOnly: true,
          width: 12,
        }),
      ],
    },
  ],
  actions: confirmActions,
};

export const SURVEY_WORKFLOW_SCREENS = [surveySiteStep, surveyIndoorStep, surveyOutdoorStep, surveyConfirm];
