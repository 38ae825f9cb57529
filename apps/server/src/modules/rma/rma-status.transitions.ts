import type { StatusTransitions } from "../../engine/dictionary/status-transitions.types.js";

/**
 * An RMA's lifecycle (code table rma_status). A customer opens an RMA and changes its status no
 * further; staff approve or reject it, receive the goods and close it. CLOSED and REJECTED are final.
 */
export const rmaStatusTransitions: StatusTransitions = {
  table: "rmas",
  column: "status",
  initial: "OPEN",
  allowed: {
    customer: { "": ["OPEN"] },
    staff: {
      "": ["OPEN", "APPROVED"],
      OPEN: ["APPROVED", "REJECTED", "CLOSED"],
      APPROVED: ["RECEIVED", "REJECTED", "CLOSED"],
      RECEIVED: ["CLOSED"],
    },
  },
};
