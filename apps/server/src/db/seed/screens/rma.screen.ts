import type { TScreenDocumentInput } from "@fsm/metadata";

/** RMAs: list and detail, with the returned items as an editable grid. */
export const rmaScreen: TScreenDocumentInput = {
  formatVersion: 2,
  type: "portal",
  name: "RMA",
  title: "rma_list_title",
  table: "rmas",
  search: {
    table: "rmas",
    columns: [
      { column: "rma_number", label: "rma_number", sortable: true },
      { column: "status", label: "col_status", type: "codeSelect", codeTable: "rma_status", sortable: true },
      {
        column: "reason_code",
        label: "rma_reason",
        type: "codeSelect",
        codeTable: "rma_reason",
        sortable: true,
      },
      { column: "created_at", label: "col_created_at", type: "dateTime", sortable: true },
    ],
    filters: [
      {
        item_name: "rma.status",
        column: "status",
        label: "col_status",
        type: "codeSelect",
        codeTable: "rma_status",
      },
      {
        item_name: "rma.reason",
        column: "reason_code",
        label: "rma_reason",
        type: "codeSelect",
        codeTable: "rma_reason",
      },
    ],
    defaultOrder: [{ column: "created_at", direction: "desc" }],
    pageSize: 25,
    globalSearchColumns: ["rma_number", "notes"],
  },
  sections: [
    {
      id: "main",
      title: "rma_section_main",
      items: [
        {
          kind: "field",
          id: "rmaNumber",
          type: "text",
          column: "rma_number",
          label: "rma_number",
          readOnly: true,
        },
        {
          kind: "field",
          id: "status",
          type: "codeSelect",
          column: "status",
          label: "col_status",
          codeTable: "rma_status",
          required: true,
        },
        {
          kind: "field",
          id: "reason",
          type: "codeSelect",
          column: "reason_code",
          label: "rma_reason",
          codeTable: "rma_reason",
          required: true,
        },
        {
          kind: "field",
          id: "site",
          type: "lookup",
          column: "site_id",
          label: "rma_site",
          lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
        },
        { kind: "field", id: "notes", type: "multilineText", column: "notes", label: "rma_notes", width: 12 },
      ],
    },
    {
      id: "lines",
      columns: 1,
      items: [
        {
          kind: "childGrid",
          id: "lines",
          label: "rma_lines",
          table: "rma_lines",
          editable: true,
          columns: [
            {
              column: "product_id",
              label: "rma_line_product",
              type: "lookup",
              required: true,
              lookup: { screen: "productLookup", keyColumn: "id", displayColumn: "name" },
            },
            { column: "serial_number", label: "rma_line_serial", type: "text" },
            { column: "quantity", label: "rma_line_quantity", type: "number", required: true },
            { column: "reason", label: "rma_line_reason", type: "codeSelect", codeTable: "rma_reason" },
          ],
        },
      ],
    },
  ],
  actions: [
    { kind: "button", id: "save", label: "action_save", variant: "primary", action: { type: "save" } },
    {
      kind: "button",
      id: "cancel",
      label: "action_cancel",
      variant: "secondary",
      action: { type: "cancel" },
    },
  ],
};
