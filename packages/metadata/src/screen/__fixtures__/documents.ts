import type { TScreenDocumentInput } from "../screen-document.js";
import type { MetadataCatalog } from "../references.js";

export const requestList: TScreenDocumentInput = {
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
    ],
    filters: [
      { item_name: "request.status", column: "status", label: "request_status", codeTable: "request_status" },
    ],
    defaultOrder: [{ column: "request_number", direction: "desc" }],
    globalSearchColumns: ["request_number"],
  },
  sections: [
    {
      id: "main",
      items: [
        {
          kind: "field",
          id: "number",
          type: "text",
          column: "request_number",
          label: "request_number",
          readOnly: true,
        },
        {
          kind: "field",
          id: "site",
          type: "lookup",
          column: "site_id",
          label: "request_site",
          lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
        },
        {
          kind: "field",
          id: "status",
          type: "codeSelect",
          column: "status",
          label: "request_status",
          codeTable: "request_status",
        },
        {
          kind: "field",
          id: "notes",
          type: "multilineText",
          column: "description",
          label: "request_description",
          visibleWhen: { field: "status", op: "ne", value: "CLOSED" },
        },
      ],
    },
  ],
  actions: [{ kind: "button", id: "save", label: "action_save", action: { type: "save" } }],
};

export const siteLookup: TScreenDocumentInput = {
  formatVersion: 3,
  type: "lookup",
  name: "siteLookup",
  title: "site_lookup_title",
  table: "sites",
  keyColumn: "id",
  displayColumn: "name",
  search: {
    table: "sites",
    columns: [{ column: "name", label: "site_name", sortable: true }],
    defaultOrder: [{ column: "name" }],
  },
};

const tables: Record<string, string[]> = {
  service_requests: ["id", "request_number", "status", "site_id", "description"],
  sites: ["id", "name", "city"],
};
const screens: Record<string, string> = { request: "service_requests", siteLookup: "sites" };
const messages = new Set([
  "request_list_title",
  "request_number",
  "request_status",
  "request_site",
  "request_description",
  "action_save",
  "site_lookup_title",
  "site_name",
]);

export const catalog: MetadataCatalog = {
  hasScreen: (name) => name in screens,
  tableOfScreen: (name) => screens[name],
  hasMessage: (key) => messages.has(key),
  hasCodeTable: (name) => name === "request_status",
  columnsOf: (table) => (tables[table] ? new Set(tables[table]) : undefined),
  filtersOfScreen: (name) => (name === "siteLookup" ? new Set(["site.city"]) : undefined),
  referenceOf: (table, column) =>
    table === "service_requests" && column === "site_id" ? "sites" : undefined,
};
