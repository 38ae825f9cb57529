import type { TActivityEvent, TDashboardResponse } from "@fsm/contracts";

/** A customer's dashboard as getdashboard answers it: one card of each kind. */
export const CUSTOMER_DASHBOARD: TDashboardResponse = {
  name: "CUSTOMER",
  revision: 1,
  cards: [
    {
      kind: "counter",
      id: "newRequests",
      title: "dashboard_counter_new",
      screenName: "DASHBOARD_REQUEST_COUNTERS",
      elementId: "newRequests",
      refreshSeconds: 60,
      list: { screenName: "request", table: "service_requests", filters: { "request.status": "NEW" } },
    },
    {
      kind: "quickActions",
      id: "start",
      title: "dashboard_actions_title",
      actions: [{ startScreen: "REQUEST_SITE", workflow: "REQUEST", label: "Raise a service request" }],
    },
    { kind: "statuses", id: "statuses", title: "dashboard_statuses_title" },
    { kind: "activity", id: "activity", title: "dashboard_activity_title", pageSize: 2 },
    {
      kind: "summaries",
      id: "summaries",
      title: "dashboard_summaries_title",
      summaries: [
        {
          workflow: "REQUEST",
          startScreen: "REQUEST_SITE",
          summaryScreen: "REQUEST_SUMMARY",
          table: "service_requests",
          title: "Approved service requests",
        },
      ],
    },
    {
      kind: "link",
      id: "profile",
      title: "dashboard_link_profile_title",
      body: "dashboard_link_profile_body",
      to: "/app/profile",
    },
  ],
};

export const STATUSES = [
  { code: "NEW", name: "status_new", sort: 10, isOpen: true, count: 3, isEstimate: false },
  { code: "IN_PROGRESS", name: "status_in_progress", sort: 30, isOpen: true, count: 1, isEstimate: false },
  { code: "CLOSED", name: "status_closed", sort: 60, isOpen: false, count: 0, isEstimate: false },
];

const record = (id: number) => ({ table: "service_requests", id, number: `SR-00000${id}` });

/** Four events, newest first, served two a page. */
export const EVENTS: TActivityEvent[] = [
  {
    id: "status:12",
    kind: "status_change",
    occurred_at: "2026-11-21T10:30:00.000Z",
    record: record(7),
    summary: {
      actor: "Sam Staff",
      from: { code: "NEW", name: "status_new" },
      to: { code: "IN_PROGRESS", name: "status_in_progress" },
    },
  },
  {
    id: "note:5",
    kind: "note",
    occurred_at: "2026-11-21T09:00:00.000Z",
    record: record(7),
    summary: { actor: "Sam Staff", noteKind: "NOTE", excerpt: "Engineer booked for Tuesday" },
  },
  {
    id: "request:8",
    kind: "request_created",
    occurred_at: "2026-11-20T08:00:00.000Z",
    record: record(8),
    summary: { actor: "Ann Customer", excerpt: "Pump leaking" },
  },
  {
    id: "post:3",
    kind: "blog_post",
    occurred_at: "2026-11-19T08:00:00.000Z",
    record: { table: "blog_posts", id: 3, number: "Winter service hours" },
    summary: { actor: "Sam Staff", excerpt: "Shorter days, same response times" },
  },
];
