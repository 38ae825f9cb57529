import { requestNotes } from "./request-notes.table.js";
import { serviceRequests } from "./service-requests.table.js";
import { requestStatuses } from "./request-statuses.table.js";
import { COMMON_COLUMNS } from "../../engine/dictionary/dictionary.tables.js";
import type { DictTable } from "../../engine/dictionary/dictionary.types.js";

const { id, company, created, updated, version } = COMMON_COLUMNS;

/** Service requests, their statuses and their notes (history), as the dictionary exposes them. */
export const REQUEST_TABLES: DictTable[] = [
  {
    name: "request_statuses",
    storage: requestStatuses,
    label: "request_status",
    displayColumn: "name",
    scope: null,
    searchColumns: ["code"],
    columns: [
      { name: "code", type: "text", label: "col_code", required: true },
      { name: "name", type: "text", label: "col_name", required: true },
      { name: "sort", type: "integer", label: "col_sort" },
      { name: "is_open", type: "boolean", label: "col_status" },
    ],
  },
  {
    name: "service_requests",
    storage: serviceRequests,
    label: "request_list_title",
    displayColumn: "request_number",
    scope: { column: "company_id" },
    searchColumns: ["request_number", "description"],
    columns: [
      id,
      { name: "request_number", type: "text", label: "request_number", readOnly: true, identifier: true },
      company,
      { name: "site_id", type: "integer", label: "request_site", required: true, references: "sites" },
      { name: "asset_id", type: "integer", label: "request_asset", references: "assets" },
      { name: "contact_person_id", type: "integer", label: "request_contact", references: "persons" },
      { name: "status", type: "text", label: "request_status", required: true, codeTable: "request_status" },
      {
        name: "priority",
        type: "text",
        label: "request_priority",
        required: true,
        codeTable: "request_priority",
      },
      { name: "problem_code", type: "text", label: "request_problem_code", codeTable: "problem_code" },
      {
        name: "description",
        type: "text",
        label: "request_description",
        required: true,
        widget: "multilineText",
      },
      { name: "preferred_from", type: "dateTime", label: "request_preferred_from" },
      { name: "preferred_to", type: "dateTime", label: "request_preferred_to" },
      { name: "contact_name", type: "text", label: "request_contact_name" },
      { name: "contact_phone", type: "text", label: "request_contact_phone", widget: "phone" },
      { name: "survey_type", type: "text", label: "request_survey_type", codeTable: "survey_type" },
      created,
      updated,
      { name: "closed_at", type: "dateTime", label: "request_closed_at", readOnly: true },
      version,
      {
        name: "created_by",
        type: "integer",
        label: "request_created_by",
        readOnly: true,
        references: "persons",
      },
    ],
  },
  {
    name: "request_notes",
    storage: requestNotes,
    label: "request_notes",
    displayColumn: "text",
    scope: { via: "request_id", parent: "service_requests" },
    searchColumns: ["text"],
    columns: [
      id,
      {
        name: "request_id",
        type: "integer",
        label: "request_number",
        required: true,
        references: "service_requests",
      },
      { name: "kind", type: "text", label: "note_kind", required: true, codeTable: "note_kind" },
      { name: "text", type: "text", label: "note_text", required: true, widget: "multilineText" },
      {
        name: "author_person_id",
        type: "integer",
        label: "note_author",
        readOnly: true,
        references: "persons",
      },
      created,
    ],
  },
];
