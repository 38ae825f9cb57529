import { rmaLines } from "./rma-lines.table.js";
import { rmas } from "./rmas.table.js";
import { COMMON_COLUMNS } from "../../engine/dictionary/dictionary.tables.js";
import type { DictTable } from "../../engine/dictionary/dictionary.types.js";

const { id, company, created, updated, version } = COMMON_COLUMNS;

/** RMAs and their lines, as the dictionary exposes them. */
export const RMA_TABLES: DictTable[] = [
  {
    name: "rmas",
    storage: rmas,
    label: "rma_list_title",
    displayColumn: "rma_number",
    scope: { column: "company_id" },
    searchColumns: ["rma_number", "notes"],
    columns: [
      id,
      { name: "rma_number", type: "text", label: "rma_number", readOnly: true, identifier: true },
      company,
      { name: "site_id", type: "integer", label: "rma_site", references: "sites" },
      { name: "status", type: "text", label: "col_status", required: true, codeTable: "rma_status" },
      { name: "reason_code", type: "text", label: "rma_reason", required: true, codeTable: "rma_reason" },
      { name: "notes", type: "text", label: "rma_notes", widget: "multilineText" },
      created,
      updated,
      version,
    ],
  },
  {
    name: "rma_lines",
    storage: rmaLines,
    label: "rma_lines",
    displayColumn: "serial_number",
    scope: { via: "rma_id", parent: "rmas" },
    searchColumns: ["serial_number"],
    columns: [
      id,
      { name: "rma_id", type: "integer", label: "rma_number", required: true, references: "rmas" },
      {
        name: "product_id",
        type: "integer",
        label: "rma_line_product",
        required: true,
        references: "products",
      },
      { name: "serial_number", type: "text", label: "rma_line_serial" },
      { name: "quantity", type: "integer", label: "rma_line_quantity", required: true },
      { name: "reason", type: "text", label: "rma_line_reason", codeTable: "rma_reason" },
    ],
  },
];
