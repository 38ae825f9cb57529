import * as z from "zod/mini";
import { miniText as text } from "./text-field.js";

// zod/mini (text-field.ts says why): the first signed-in page parses these.

/** The dashboard's own calls (the spec leaves their path open; ARCHITECTURE "Dashboard"). */
export const DashboardPath = {
  getDashboard: "/api/Dashboard/getdashboard",
} as const;

/** Message keys of the cards' headings when the dashboard document names none. */
export const DASHBOARD_CARD_TITLES = {
  statuses: "dashboard_statuses_title",
  activity: "dashboard_activity_title",
  quickActions: "dashboard_actions_title",
  summaries: "dashboard_summaries_title",
} as const;

/** What running a report needs: its list screen, grouping and filters (execsearch with groupBy). */
export const ZReportRun = z.object({
  name: text(),
  source: z.object({ screen: text() }),
  groupBy: z.array(text()),
  /** item_name → value(s), sent as execsearch's searchMap. */
  filters: z.record(text(), z.unknown()),
  chart: z.enum(["bar", "line", "pie"]),
});
export type TReportRun = z.infer<typeof ZReportRun>;

const card = {
  id: text(),
  /** The heading: a message key (the document's, or the kind's default, or a counter's label). */
  title: text().check(z.describe("Message key")),
};

/** The list a counter counts: its screen, the table it shows, and the filter (item_name → value). */
export const ZCounterList = z.object({
  screenName: text(),
  table: text(),
  filters: z.record(text(), text()),
});
export type TCounterList = z.infer<typeof ZCounterList>;

export const ZDashboardCardView = z.discriminatedUnion("kind", [
  z.object({
    ...card,
    kind: z.literal("counter"),
    screenName: text(),
    elementId: text(),
    /** Seconds between refreshes on its own; null: on demand only. */
    refreshSeconds: z.nullable(z.int()),
    list: ZCounterList,
  }),
  z.object({ ...card, kind: z.literal("statuses") }),
  z.object({ ...card, kind: z.literal("activity"), pageSize: z.int() }),
  z.object({
    ...card,
    kind: z.literal("quickActions"),
    /** label: the action's text in the caller's language (its message, else the workflow's title). */
    actions: z.array(z.object({ startScreen: text(), workflow: text(), label: text() })),
  }),
  z.object({
    ...card,
    kind: z.literal("summaries"),
    /** title: the summary's dashboard title (its summary screen's title message) in the caller's language. */
    summaries: z.array(
      z.object({
        workflow: text(),
        startScreen: text(),
        summaryScreen: text(),
        table: text(),
        title: text(),
      }),
    ),
  }),
  z.object({
    ...card,
    kind: z.literal("link"),
    body: z.nullable(text().check(z.describe("Message key"))),
    to: text(),
  }),
  /** A report's chart: what running it needs (the card runs execsearch itself, after the counters). */
  z.object({ ...card, kind: z.literal("chart"), report: ZReportRun }),
]);
export type TDashboardCardView = z.infer<typeof ZDashboardCardView>;

/**
 * GET Dashboard/getdashboard: the caller's role's dashboard (or the default one), with the cards
 * the caller may not see left out. `name` is null when no dashboard is stored at all.
 */
export const ZDashboardResponse = z.object({
  name: z.nullable(text()),
  revision: z.int(),
  cards: z.array(ZDashboardCardView),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;
