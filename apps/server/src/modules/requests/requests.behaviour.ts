import type { TableBehaviour } from "../dictionary/table-behaviour.js";
import { requestStatusTransitions } from "./request-status.transitions.js";

/**
 * Service requests: numbered SR-000123, their status changes are their history (request_notes of
 * kind STATUS), opened by the request menu flag, and customers edit them only while canEditRequest
 * allows it (spec §6). A wizard submission names its submitter as contact unless a step asks.
 */
export const requestsBehaviour: TableBehaviour = {
  table: "service_requests",
  numbering: { column: "request_number", prefix: "SR-", digits: 6 },
  status: requestStatusTransitions,
  area: "request",
  ownedChildren: ["request_notes"],
  editGate: { param: "canEditRequest", refusal: "Editing service requests is not enabled." },
  workflow: { successPage: "requestsuccess", submitterColumns: ["contact_person_id"] },
};
