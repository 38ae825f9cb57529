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
  formatVersion: 2,
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
  formatVersion: 2,
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
