import { message } from "@fsm/contracts";
import type { TableBehaviour } from "../../engine/dictionary/table-behaviour.js";
import { rmaStatusTransitions } from "./rma-status.transitions.js";

/**
 * RMAs: numbered RMA-000045, opened by the RMA menu flag, with their lines as owned rows; a new
 * RMA takes its site's company. A submission brings at least one line; without a site, the first
 * line's serial number (of an installed asset) finds the company.
 */
export const rmaBehaviour: TableBehaviour = {
  table: "rmas",
  numbering: { column: "rma_number", prefix: "RMA-", digits: 6 },
  status: rmaStatusTransitions,
  area: "rma",
  ownedChildren: ["rma_lines"],
  companyFrom: { column: "site_id" },
  workflow: {
    successPage: "rmasuccess",
    requiredChild: { table: "rma_lines", message: message("error_rma_needs_line") },
    serialNumberFrom: {
      table: "rma_lines",
      column: "serial_number",
      owners: { table: "assets", column: "serial_number" },
    },
  },
};
