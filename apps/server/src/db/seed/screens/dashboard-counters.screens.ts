import type { TScreenDocumentInput } from "@fsm/metadata";

/**
 * The counters the seeded dashboards show. Each counts a list screen's rows with one of that
 * list's own filters, so the list a counter opens shows exactly the rows it counted.
 */
export const DASHBOARD_REQUEST_COUNTERS: TScreenDocumentInput = {
  formatVersion: 3,
  type: "portal",
  name: "DASHBOARD_REQUEST_COUNTERS",
  title: "dashboard_counters_title",
  table: "service_requests",
  sections: [
    {
      id: "counters",
      items: [
        {
          kind: "counter",
          id: "newRequests",
          label: "dashboard_counter_new",
          screen: "request",
          filter: { "request.status": "NEW" },
        },
        {
          kind: "counter",
          id: "inProgress",
          label: "dashboard_counter_in_progress",
          screen: "request",
          filter: { "request.status": "IN_PROGRESS" },
        },
        {
          kind: "counter",
          id: "onHold",
          label: "dashboard_counter_on_hold",
          screen: "request",
          filter: { "request.status": "ON_HOLD" },
        },
        {
          kind: "counter",
          id: "urgent",
          label: "dashboard_counter_urgent",
          screen: "request",
          filter: { "request.priority": "URGENT" },
        },
        { kind: "counter", id: "allRequests", label: "dashboard_counter_all", screen: "request" },
      ],
    },
  ],
};

export const DASHBOARD_RMA_COUNTERS: TScreenDocumentInput = {
  formatVersion: 3,
  type: "portal",
  name: "DASHBOARD_RMA_COUNTERS",
  title: "dashboard_counters_title",
  table: "rmas",
  sections: [
    {
      id: "counters",
      items: [
        {
          kind: "counter",
          id: "openReturns",
          label: "dashboard_counter_open_returns",
          screen: "rma",
          filter: { "rma.status": "OPEN" },
        },
      ],
    },
  ],
};
