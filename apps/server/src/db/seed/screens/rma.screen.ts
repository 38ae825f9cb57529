import type { TScreenDocumentInput } from "@fsm/metadata";
import { linesGrid } from "./rma-workflow.screens.js";
import { code, field, saveActions, siteLookupField } from "./screen-items.js";

/** RMAs: list and detail, with the returned items as an editable grid. */
export const rmaScreen: TScreenDocumentInput = {
  formatVersion: 3,
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
      // The day the return was raised: an RMA is followed by the day (its demo rows hold days, so a
      // time column read "12:00 AM" on every row).
      { column: "created_at", label: "col_created_at", type: "date", sortable: true },
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
        field("rmaNumber", "text", "rma_number", "rma_number", { readOnly: true }),
        code("status", "status", "col_status", "rma_status", { required: true }),
        code("reason", "reason_code", "rma_reason", "rma_reason", { required: true }),
        siteLookupField("rma_site", { required: false }),
        field("notes", "multilineText", "notes", "rma_notes", { width: 12 }),
      ],
    },
    {
      id: "lines",
      columns: 1,
      items: [linesGrid(true, { withReason: true })],
    },
  ],
  actions: saveActions,
};
