import { DASHBOARD_CARD_TITLES, type TDashboardCardView } from "@fsm/contracts";
import type { TDashboardCard, TWorkflowHeader } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { hasAreaAccess } from "../../engine/dictionary/table-access.policy.js";
import { loadScreen, loadSearch } from "../../engine/screens/screen-load.js";
import type { ScreenCache } from "../../engine/screens/screen-cache.js";
import type { WorkflowRow } from "../../engine/workflows/workflows.repository.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { getReport } from "../reports/reports.service.js";

export type WorkflowInfo = { row: WorkflowRow; header: TWorkflowHeader };

export type CardContext = {
  db: Db;
  cache: ScreenCache;
  actor: Actor;
  messages: Record<string, string>;
  /** By lower-cased start screen. */
  workflows: Map<string, WorkflowInfo>;
};

/**
 * Runs a screen load the caller may be refused (403: its flags; 404: switched off or gone) and
 * answers undefined then: the card leaves quietly instead of failing the whole home page.
 */
async function ifVisible<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return undefined;
    throw error;
  }
}

/** A workflow the caller may start: switched on, of an area its flags open. */
function startable(ctx: CardContext, startScreen: string): WorkflowInfo | undefined {
  const workflow = ctx.workflows.get(startScreen.toLowerCase());
  if (!workflow || workflow.row.disabled) return undefined;
  return hasAreaAccess(ctx.actor, workflow.header.primaryTable) ? workflow : undefined;
}

const text = (ctx: CardContext, key: string | null | undefined, fallback: string) =>
  (key && ctx.messages[key]) || fallback;

type Of<K extends TDashboardCard["kind"]> = Extract<TDashboardCard, { kind: K }>;

async function counterCard(ctx: CardContext, card: Of<"counter">): Promise<TDashboardCardView | undefined> {
  const host = await ifVisible(() => loadScreen(ctx.db, ctx.cache, card.screenName, ctx.actor));
  const sections = host && "sections" in host.document ? host.document.sections : [];
  const item = sections
    .flatMap((s) => s.items)
    .find((i) => i.kind === "counter" && i.id.toLowerCase() === card.elementId.toLowerCase());
  if (!host || item?.kind !== "counter") return undefined;
  const target = await ifVisible(() => loadSearch(ctx.db, ctx.cache, item.screen, ctx.actor));
  if (!target || !hasAreaAccess(ctx.actor, target.table.name)) return undefined;
  const filters = Object.fromEntries(Object.entries(item.filter ?? {}).map(([k, v]) => [k, String(v)]));
  return {
    kind: "counter",
    id: card.id,
    title: card.title ?? item.label,
    screenName: host.name,
    elementId: item.id,
    refreshSeconds: card.refreshSeconds ?? null,
    list: { screenName: target.name, table: target.table.name, filters },
  };
}

function quickActionsCard(ctx: CardContext, card: Of<"quickActions">): TDashboardCardView | undefined {
  const actions = card.actions.flatMap((action) => {
    const workflow = startable(ctx, action.startScreen);
    if (!workflow) return [];
    const label = text(ctx, action.label, text(ctx, workflow.header.titleKey, workflow.row.title));
    return [{ startScreen: workflow.header.startScreen, workflow: workflow.header.name, label }];
  });
  if (!actions.length) return undefined;
  return {
    kind: "quickActions",
    id: card.id,
    title: card.title ?? DASHBOARD_CARD_TITLES.quickActions,
    actions,
  };
}

async function summariesCard(
  ctx: CardContext,
  card: Of<"summaries">,
): Promise<TDashboardCardView | undefined> {
  const starts = card.workflows ?? [...ctx.workflows.keys()];
  const summaries: Extract<TDashboardCardView, { kind: "summaries" }>["summaries"] = [];
  for (const start of starts) {
    const workflow = startable(ctx, start);
    const summaryScreen = workflow?.header.summaryScreen;
    if (!workflow || !summaryScreen) continue;
    const screen = await ifVisible(() => loadScreen(ctx.db, ctx.cache, summaryScreen, ctx.actor));
    if (!screen) continue;
    summaries.push({
      workflow: workflow.header.name,
      startScreen: workflow.header.startScreen,
      summaryScreen: screen.name,
      table: workflow.header.primaryTable,
      title: text(ctx, screen.document.title, screen.name),
    });
  }
  if (!summaries.length) return undefined;
  return { kind: "summaries", id: card.id, title: card.title ?? DASHBOARD_CARD_TITLES.summaries, summaries };
}

/** One card as the caller sees it, or undefined when it may not see it (or nothing of it is left). */
export async function presentCard(
  ctx: CardContext,
  card: TDashboardCard,
): Promise<TDashboardCardView | undefined> {
  switch (card.kind) {
    case "counter":
      return counterCard(ctx, card);
    case "statuses":
      if (!hasAreaAccess(ctx.actor, "service_requests")) return undefined;
      return { kind: "statuses", id: card.id, title: card.title ?? DASHBOARD_CARD_TITLES.statuses };
    case "activity":
      return {
        kind: "activity",
        id: card.id,
        title: card.title ?? DASHBOARD_CARD_TITLES.activity,
        pageSize: card.pageSize,
      };
    case "quickActions":
      return quickActionsCard(ctx, card);
    case "summaries":
      return summariesCard(ctx, card);
    case "link":
      return { kind: "link", id: card.id, title: card.title, body: card.body ?? null, to: card.to };
    case "chart":
      return chartCard(ctx, card);
  }
}

/** A report's chart, for a caller who may run the report (open its source list); else left out. */
async function chartCard(ctx: CardContext, card: Of<"chart">): Promise<TDashboardCardView | undefined> {
  const report = await ifVisible(() => getReport(ctx.db, ctx.cache, ctx.actor, card.report));
  if (!report) return undefined;
  const { name, source, groupBy, filters, chart } = report;
  return {
    kind: "chart",
    id: card.id,
    title: card.title ?? report.title,
    report: { name, source, groupBy, filters, chart },
  };
}
