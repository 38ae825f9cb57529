import type { StatusTransitions } from "../../engine/dictionary/status-transitions.types.js";
import { requestStatusHistory } from "./request-status.history.js";

const OPEN = ["NEW", "ASSIGNED", "IN_PROGRESS", "ON_HOLD"] as const;
const ALL = [...OPEN, "RESOLVED", "CLOSED", "CANCELLED"] as const;
const others = (from: string) => ALL.filter((s) => s !== from);

/**
 * A request's lifecycle (request_statuses). A customer raises a request (NEW) and may cancel it
 * while it is open; every other status is staff work. Staff move open requests freely, reopen or
 * close a resolved one; CLOSED and CANCELLED are final.
 */
export const requestStatusTransitions: StatusTransitions = {
  table: "service_requests",
  column: "status",
  initial: "NEW",
  history: requestStatusHistory,
  allowed: {
    customer: {
      "": ["NEW"],
      ...Object.fromEntries(OPEN.map((s) => [s, ["CANCELLED"]])),
    },
    staff: {
      "": [...OPEN],
      ...Object.fromEntries(OPEN.map((s) => [s, others(s)])),
      RESOLVED: ["IN_PROGRESS", "CLOSED"],
    },
  },
};
