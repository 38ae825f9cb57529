import type { TScreenDocumentInput } from "@fsm/metadata";
import { assetLookupField, code, field, saveActions, siteLookupField } from "./screen-items.js";

/** Service requests: the list (search) and the detail form, with the request's history below. */
export const requestScreen: TScreenDocumentInput = {
  formatVersion: 3,
  type: "portal",
  name: "request",
  title: "request_list_title",
  table: "service_requests",
  search: {
    table: "service_requests",
    columns: [
      { column: "request_number", label: "request_number", sortable: true },
      {
        column: "status",
        label: "request_status",
        type: "codeSelect",
        codeTable: "request_status",
        sortable: true,
      },
      {
        column: "priority",
        label: "request_priority",
        type: "codeSelect",
        codeTable: "request_priority",
        sortable: true,
      },
      {
        column: "problem_code",
        label: "request_problem_code",
        type: "codeSelect",
        codeTable: "problem_code",
      },
      { column: "description", label: "request_description" },
      { column: "created_at", label: "col_created_at", type: "dateTime", sortable: true },
      { column: "updated_at", label: "col_updated_at", type: "dateTime", sortable: true },
    ],
    filters: [
      {
        item_name: "request.status",
        column: "status",
        label: "request_status",
        type: "codeSelect",
        codeTable: "request_status",
      },
      {
        item_name: "request.priority",
        column: "priority",
        label: "request_priority",
        type: "codeSelect",
        codeTable: "request_priority",
      },
      {
        item_name: "request.problem_code",
        column: "problem_code",
        label: "request_problem_code",
        type: "codeSelect",
        codeTable: "problem_code",
      },
      // The map opens a site's requests through this filter (f.request.site_id=<site id>); a
      // lookup filter, so the box names the site (also when the id came in the address).
      {
        item_name: "request.site_id",
        column: "site_id",
        label: "request_site",
        type: "lookup",
        lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
      },
    ],
    defaultOrder: [{ column: "created_at", direction: "desc" }],
    pageSize: 25,
    globalSearchColumns: ["request_number", "description"],
  },
  sections: [
    {
      id: "main",
      title: "request_section_main",
      columns: 2,
      items: [
        field("requestNumber", "text", "request_number", "request_number", { readOnly: true }),
        code("status", "status", "request_status", "request_status", { required: true }),
        code("priority", "priority", "request_priority", "request_priority", { required: true }),
        code("problemCode", "problem_code", "request_problem_code", "problem_code", { required: false }),
        siteLookupField("request_site"),
        assetLookupField(),
        field("description", "multilineText", "description", "request_description", {
          required: true,
          width: 12,
        }),
        field("createdAt", "dateTime", "created_at", "col_created_at", { readOnly: true }),
        {
          kind: "field",
          id: "closedAt",
          type: "dateTime",
          column: "closed_at",
          label: "request_closed_at",
          readOnly: true,
          visibleWhen: { field: "status", op: "in", value: ["RESOLVED", "CLOSED", "CANCELLED"] },
        },
        {
          kind: "card",
          id: "siteCard",
          label: "request_site_card",
          table: "sites",
          placeholders: ["name", "address", "city"],
          linkColumn: "site_id",
        },
      ],
    },
    {
      id: "visit",
      title: "request_section_visit",
      items: [
        field("preferredFrom", "dateTime", "preferred_from", "request_preferred_from"),
        field("preferredTo", "dateTime", "preferred_to", "request_preferred_to"),
      ],
    },
  ],
  actions: saveActions,
};
