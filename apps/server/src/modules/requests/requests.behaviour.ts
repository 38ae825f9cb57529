import { message } from "@fsm/contracts";
import type { TableBehaviour } from "../../engine/dictionary/table-behaviour.js";
import { requestStatusTransitions } from "./request-status.transitions.js";

/**
 * Service requests: numbered SR-000123, their status changes are their history (request_notes of
 * kind STATUS), opened by the request menu flag, and customers edit them only while canEditRequest
 * allows it (spec §6). A new request takes its site's company. A wizard submission names its
 * submitter as contact unless a step asks, and its asset must be at its site (the asset look-up
 * is filtered to the site).
 */
export const requestsBehaviour: TableBehaviour = {
  table: "service_requests",
  numbering: { column: "request_number", prefix: "SR-", digits: 6 },
  status: requestStatusTransitions,
  area: "request",
  ownedChildren: ["request_notes"],
  editGate: { param: "canEditRequest", refusal: message("error_request_edit_disabled") },
  companyFrom: { column: "site_id" },
  workflow: {
    successPage: "requestsuccess",
    submitterColumns: ["contact_person_id"],
    matchingReferences: [
      {
        column: "asset_id",
        sameAs: "site_id",
        refusal: (asset, site) =>
          message("error_asset_not_at_site", { asset: String(asset), site: String(site) }),
      },
    ],
  },
};
