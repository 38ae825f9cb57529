import { checkMessage, type MetadataCatalog, type Report } from "../catalog-checks.js";
import { namesFrom, type DocumentNames } from "../document/document-names.js";
import type { MetadataIssue } from "../issues.js";
import type { TDashboardCard, TDashboardDocument } from "./dashboard-document.js";

/** What a dashboard refers to beyond the screen catalog: counter items, workflows and reports. */
export interface DashboardCatalog extends Pick<
  MetadataCatalog,
  "hasMessage" | "hasScreen" | "filtersOfScreen"
> {
  /** The counter item `elementId` of a stored screen (any letter case), if it has one. */
  counterOf(
    screen: string,
    elementId: string,
  ): { screen: string; filter?: Record<string, unknown> } | undefined;
  /** The workflow starting at a screen (any letter case), if one does. */
  workflowStartingAt(startScreen: string): { name: string; summaryScreen?: string } | undefined;
  /** Whether a report document of that name (any letter case) is stored and switched on. */
  hasReport(name: string): boolean;
}

/**
 * Cross-reference checks of a dashboard a schema cannot make: the counters, screens, workflows and
 * message keys it names exist, and a counter's filter is one its list can show (so the number and
 * the list it opens agree). Each issue names the card's path.
 */
export function checkDashboardReferences(
  doc: TDashboardDocument,
  catalog: DashboardCatalog,
): MetadataIssue[] {
  const issues: MetadataIssue[] = [];
  const report: Report = (path, message) => issues.push({ path, message });
  doc.cards.forEach((card, i) => {
    const path = `cards[${i}]`;
    if (card.title) checkMessage(catalog, card.title, `${path}.title`, report);
    checkCard(card, path, catalog, report);
  });
  return issues;
}

function checkCard(card: TDashboardCard, path: string, catalog: DashboardCatalog, report: Report) {
  switch (card.kind) {
    case "counter":
      return checkCounter(card, path, catalog, report);
    case "quickActions":
      card.actions.forEach((action, j) => {
        const at = `${path}.actions[${j}]`;
        if (!catalog.workflowStartingAt(action.startScreen))
          report(`${at}.startScreen`, `no workflow starts at screen "${action.startScreen}"`);
        if (action.label) checkMessage(catalog, action.label, `${at}.label`, report);
      });
      return;
    case "summaries":
      (card.workflows ?? []).forEach((start, j) => {
        const workflow = catalog.workflowStartingAt(start);
        if (!workflow) report(`${path}.workflows[${j}]`, `no workflow starts at screen "${start}"`);
        else if (!workflow.summaryScreen)
          report(`${path}.workflows[${j}]`, `workflow "${workflow.name}" has no approved summary screen`);
      });
      return;
    case "link":
      if (card.body) checkMessage(catalog, card.body, `${path}.body`, report);
      return;
    case "chart":
      if (!catalog.hasReport(card.report)) report(`${path}.report`, `unknown report "${card.report}"`);
      return;
    case "statuses":
    case "activity":
      return;
  }
}

function checkCounter(
  card: Extract<TDashboardCard, { kind: "counter" }>,
  path: string,
  catalog: DashboardCatalog,
  report: Report,
) {
  if (!catalog.hasScreen(card.screenName)) {
    report(`${path}.screenName`, `unknown screen "${card.screenName}"`);
    return;
  }
  const counter = catalog.counterOf(card.screenName, card.elementId);
  if (!counter) {
    report(`${path}.elementId`, `"${card.elementId}" is not a counter of screen "${card.screenName}"`);
    return;
  }
  const filters = catalog.filtersOfScreen?.(counter.screen);
  for (const item of Object.keys(counter.filter ?? {}))
    if (filters && !filters.has(item.toLowerCase()))
      report(
        `${path}.elementId`,
        `counter "${card.elementId}" filters on "${item}", which the list "${counter.screen}" does not offer as a filter`,
      );
}

/** The screens, reports and message keys a dashboard names (a bundle's export). */
export const dashboardNames = (doc: TDashboardDocument): DocumentNames =>
  namesFrom((catalog) => checkDashboardReferences(doc, catalog));
