import { z } from "zod";
import { ZItemId, ZMessageKey, ZScreenName } from "../names.js";

export const DASHBOARD_FORMAT_VERSION = 1;

/** The dashboard a role without a document of its own sees (documents are named after role codes). */
export const DEFAULT_DASHBOARD = "default";

/** How often a counter may refresh on its own: at most every 10 s, at least every hour. */
export const COUNTER_REFRESH_MIN = 10;
export const COUNTER_REFRESH_MAX = 3600;

const card = {
  /** Unique within the dashboard; the web keys the card by it. */
  id: ZItemId,
  /** The card's heading (a message key); each kind has its own default. */
  title: ZMessageKey.optional(),
};

/**
 * A number: the counter item `elementId` of screen `screenName` (refreshcounters). It opens the
 * list the counter counts (the counter's screen with its filter), so its filter may only name the
 * list's declared filters.
 */
export const ZCounterCard = z.object({
  ...card,
  kind: z.literal("counter"),
  screenName: ZScreenName,
  elementId: ZItemId,
  /** Seconds between refreshes on its own; none: only on demand and when the page opens. */
  refreshSeconds: z.number().int().min(COUNTER_REFRESH_MIN).max(COUNTER_REFRESH_MAX).optional(),
});

/** The caller's service requests per status (getServiceRequestStatuses). */
export const ZStatusesCard = z.object({ ...card, kind: z.literal("statuses") });

/** The caller's activity feed (updateactvityfeed), newest first, `pageSize` events a page. */
export const ZActivityCard = z.object({
  ...card,
  kind: z.literal("activity"),
  pageSize: z.number().int().min(3).max(50).default(10),
});

/** Buttons that start workflows, each named by its start screen (as the side bar's list/{start screen}). */
export const ZQuickActionsCard = z.object({
  ...card,
  kind: z.literal("quickActions"),
  actions: z
    .array(z.object({ startScreen: ZScreenName, label: ZMessageKey.optional() }))
    .min(1)
    .max(12),
});

/**
 * The workflows' approved summaries, titled by their summary screen's title message (the key
 * saveapprovedsummaryscreen's dashBoardTitleMsgId sets). `workflows` (start screens) picks and
 * orders them; without it every workflow with a summary screen is shown.
 */
export const ZSummariesCard = z.object({
  ...card,
  kind: z.literal("summaries"),
  workflows: z.array(ZScreenName).max(50).optional(),
});

/** A link to a page of the portal, with a line saying what is there. */
export const ZLinkCard = z.object({
  ...card,
  kind: z.literal("link"),
  title: ZMessageKey,
  body: ZMessageKey.optional(),
  to: z.string().regex(/^\/app\/[A-Za-z0-9/_?=&.-]{1,200}$/, "must be a portal path starting with /app/"),
});

/**
 * A report's chart (a report document, by name), drawn on the dashboard as on the report's page,
 * with the same numbers as a table and a link to the whole report. Its heading defaults to the
 * report's title; it is shown only to callers who may run the report (open its source list).
 */
export const ZChartCard = z.object({
  ...card,
  kind: z.literal("chart"),
  report: ZItemId,
});

export const ZDashboardCard = z.discriminatedUnion("kind", [
  ZCounterCard,
  ZStatusesCard,
  ZActivityCard,
  ZQuickActionsCard,
  ZSummariesCard,
  ZLinkCard,
  ZChartCard,
]);

/**
 * A dashboard (kind "dashboard"): the cards of a role's home page in reading order. It is named
 * after the role code it serves (CUSTOMER, STAFF…); DEFAULT_DASHBOARD serves every other role.
 */
export const ZDashboardDocument = z
  .object({
    formatVersion: z.literal(DASHBOARD_FORMAT_VERSION),
    name: ZScreenName,
    cards: z.array(ZDashboardCard).max(40),
  })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.cards.forEach((c, index) => {
      const id = c.id.toLowerCase();
      if (seen.has(id))
        ctx.addIssue({ code: "custom", path: ["cards", index, "id"], message: `"${c.id}" is used twice` });
      seen.add(id);
    });
  });

export type TDashboardCard = z.infer<typeof ZDashboardCard>;
export type TDashboardCardKind = TDashboardCard["kind"];
export type TDashboardDocument = z.infer<typeof ZDashboardDocument>;
export type TDashboardDocumentInput = z.input<typeof ZDashboardDocument>;
