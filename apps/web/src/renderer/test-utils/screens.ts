import { parseScreenDocument, type TScreenDocument, type TScreenDocumentInput } from "@fsm/metadata";

/** Parses a test document through the real parser, so fixtures get the same defaults as served ones. */
export function screen<I extends TScreenDocumentInput>(
  input: I,
): Extract<TScreenDocument, { type: I["type"] }> {
  const parsed = parseScreenDocument(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value as Extract<TScreenDocument, { type: I["type"] }>;
}

type Input<T extends TScreenDocument["type"]> = Extract<TScreenDocumentInput, { type: T }>;

export const siteLookupInput: Input<"lookup"> = {
  formatVersion: 3,
  type: "lookup",
  name: "siteLookup",
  title: "site_lookup_title",
  table: "sites",
  keyColumn: "id",
  displayColumn: "name",
  search: {
    table: "sites",
    columns: [
      { column: "name", label: "site_name", sortable: true },
      { column: "city", label: "site_city" },
    ],
    defaultOrder: [{ column: "name" }],
    pageSize: 10,
  },
};

export const requestListInput: Input<"portal"> = {
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
      { column: "description", label: "request_description" },
    ],
    filters: [
      {
        item_name: "request.status",
        column: "status",
        label: "request_status",
        type: "codeSelect",
        codeTable: "request_status",
      },
    ],
    defaultOrder: [{ column: "request_number", direction: "desc" }],
    pageSize: 2,
    globalSearchColumns: ["request_number"],
  },
  sections: [],
};

/** A service-request detail form exercising rules, read-only fields, a child grid and a save action. */
export const requestFormInput: Input<"portal"> = {
  formatVersion: 3,
  type: "portal",
  name: "requestDetail",
  title: "request_detail_title",
  table: "service_requests",
  sections: [
    {
      id: "main",
      title: "request_main",
      items: [
        {
          kind: "field",
          id: "number",
          type: "text",
          column: "request_number",
          label: "request_number",
          readOnly: true,
        },
        { kind: "field", id: "kind", type: "text", column: "kind", label: "request_kind" },
        {
          kind: "field",
          id: "notes",
          type: "multilineText",
          column: "description",
          label: "request_description",
          visibleWhen: { field: "kind", op: "ne", value: "CLOSED" },
        },
        {
          kind: "field",
          id: "contact",
          type: "email",
          column: "contact_email",
          label: "request_contact",
          required: true,
        },
      ],
    },
    {
      id: "history",
      items: [
        {
          kind: "childGrid",
          id: "notesGrid",
          label: "request_history",
          table: "request_notes",
          columns: [{ kind: "field", id: "note", column: "note", label: "request_note", type: "text" }],
        },
      ],
    },
  ],
  actions: [{ kind: "button", id: "save", label: "action_save", action: { type: "save" } }],
};

export const requestMessages = {
  request_detail_title: "Service request",
  request_main: "Request",
  request_number: "Number",
  request_kind: "Kind",
  request_description: "Description",
  request_contact: "Contact e-mail",
  request_history: "History",
  request_note: "Note",
  action_save: "Save",
  action_cancel: "Cancel",
};
