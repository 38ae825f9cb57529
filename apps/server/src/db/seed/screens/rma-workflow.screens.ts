import type { TScreenDocumentInput } from "@fsm/metadata";
import { code, confirmActions, field, firstStepActions, stepActions, type Item } from "./screen-items.js";

/**
 * The returned items: one row per product/serial, added, edited and removed in the grid. The RMA
 * detail form (rma.screen.ts) also shows each line's reason.
 */
export const linesGrid = (editable: boolean, { withReason = false } = {}): Item => ({
  kind: "childGrid",
  id: "lines",
  label: "rma_lines",
  table: "rma_lines",
  editable,
  columns: [
    {
      kind: "field",
      id: "product_id",
      column: "product_id",
      label: "rma_line_product",
      type: "lookup",
      required: true,
      lookup: { screen: "productLookup", keyColumn: "id", displayColumn: "name" },
    },
    { kind: "field", id: "serial_number", column: "serial_number", label: "rma_line_serial", type: "text" },
    {
      kind: "field",
      id: "quantity",
      column: "quantity",
      label: "rma_line_quantity",
      type: "number",
      required: true,
    },
    ...(withReason
      ? [
          {
            kind: "field" as const,
            id: "reason",
            column: "reason",
            label: "rma_line_reason",
            type: "codeSelect" as const,
            codeTable: "rma_reason",
          },
        ]
      : []),
  ],
});

/** RMA wizard: items → reason, description and files → review. */
export const rmaLinesStep: TScreenDocumentInput = {
  formatVersion: 3,
  type: "workflowStep",
  name: "RMA_LINES",
  title: "wf_rma_lines_title",
  table: "rmas",
  // The server refuses an RMA without lines (rma.behaviour requiredChild); the step says so first.
  sections: [{ id: "main", columns: 1, items: [{ ...linesGrid(true), minRows: 1 } as Item] }],
  actions: firstStepActions,
};

export const rmaReasonStep: TScreenDocumentInput = {
  formatVersion: 3,
  type: "workflowStep",
  name: "RMA_REASON",
  title: "wf_rma_reason_title",
  table: "rmas",
  sections: [
    {
      id: "main",
      items: [
        code("reason", "reason_code", "rma_reason", "rma_reason", { required: true }),
        field("notes", "multilineText", "notes", "rma_description", { width: 12 }),
        field("attachments", "attachment", "attachments", "rma_attachments", { width: 12 }),
      ],
    },
  ],
  actions: stepActions,
};

export const rmaConfirm: TScreenDocumentInput = {
  formatVersion: 3,
  type: "confirmation",
  name: "RMA_CONFIRM",
  title: "wf_rma_confirm_title",
  message: "wf_rma_confirm_message",
  sections: [
    {
      id: "main",
      items: [
        code("reason", "reason_code", "rma_reason", "rma_reason", { readOnly: true }),
        field("notes", "multilineText", "notes", "rma_description", { readOnly: true, width: 12 }),
        linesGrid(false),
      ],
    },
  ],
  actions: confirmActions,
};

export const RMA_WORKFLOW_SCREENS = [rmaLinesStep, rmaReasonStep, rmaConfirm];
