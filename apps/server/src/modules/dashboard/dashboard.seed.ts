import { checkDashboardReferences, DASHBOARD_FORMAT, type TDashboardDocumentInput } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { storeDocument } from "../../engine/documents/document-store.js";
import { findByName } from "../../engine/documents/documents.repository.js";
import { buildDashboardCatalog } from "./dashboard-catalog.js";
import { DASHBOARD_KIND } from "./dashboard.kind.js";

const requestCounter = (id: string, elementId: string, refreshSeconds?: number) => ({
  kind: "counter" as const,
  id,
  screenName: "DASHBOARD_REQUEST_COUNTERS",
  elementId,
  ...(refreshSeconds ? { refreshSeconds } : {}),
});

const returnsCounter = {
  kind: "counter" as const,
  id: "openReturns",
  screenName: "DASHBOARD_RMA_COUNTERS",
  elementId: "openReturns",
  refreshSeconds: 300,
};

const feed = (pageSize: number) => ({ kind: "activity" as const, id: "activity", pageSize });

/**
 * A customer follows its own requests: what is new, in progress or waiting, its returns, how to
 * raise the next one and what happened lately. Also the default for roles without their own.
 */
const customerCards: TDashboardDocumentInput["cards"] = [
  requestCounter("newRequests", "newRequests", 60),
  requestCounter("inProgress", "inProgress", 60),
  requestCounter("onHold", "onHold", 60),
  returnsCounter,
  {
    kind: "quickActions",
    id: "start",
    actions: [{ startScreen: "REQUEST_SITE" }, { startScreen: "RMA_LINES" }],
  },
  { kind: "statuses", id: "statuses" },
  feed(10),
  { kind: "summaries", id: "summaries" },
  {
    kind: "link",
    id: "profile",
    title: "dashboard_link_profile_title",
    body: "dashboard_link_profile_body",
    to: "/app/profile",
  },
];

/**
 * Staff watch every company: the queue (new, urgent, waiting), all requests, returns, requests per
 * month (a report's chart), the feed.
 */
const staffCards: TDashboardDocumentInput["cards"] = [
  requestCounter("newRequests", "newRequests", 30),
  requestCounter("urgent", "urgent", 30),
  requestCounter("onHold", "onHold", 60),
  requestCounter("allRequests", "allRequests", 300),
  returnsCounter,
  { kind: "statuses", id: "statuses" },
  // Staff read the trend; a customer's home stays light (its first page is the one measured).
  { kind: "chart", id: "requestsPerMonth", report: "requests-per-month" },
  feed(15),
  { kind: "quickActions", id: "start", actions: [{ startScreen: "REQUEST_SITE" }] },
  { kind: "summaries", id: "summaries" },
];

export const BASELINE_DASHBOARDS: TDashboardDocumentInput[] = [
  { formatVersion: 1, name: "CUSTOMER", cards: customerCards },
  { formatVersion: 1, name: "STAFF", cards: staffCards },
  { formatVersion: 1, name: "default", cards: customerCards },
];

/**
 * Seeded once per name after the screens and workflows they refer to, validated like a
 * designer's import; a dashboard that exists (perhaps edited) is left as it is. In an older
 * database a designer may have removed what a seeded card names (a workflow, a screen): that card
 * is left out instead of stopping the server's start.
 */
export async function seedDashboards(db: Db): Promise<void> {
  const catalog = await buildDashboardCatalog(db);
  for (const raw of BASELINE_DASHBOARDS) {
    if (await findByName(db, DASHBOARD_KIND.format.kind, raw.name)) continue;
    const parsed = DASHBOARD_FORMAT.parse(raw);
    if (!parsed.ok) throw new Error(`baseline dashboard ${raw.name}: ${JSON.stringify(parsed.issues)}`);
    const broken = new Set(
      checkDashboardReferences(parsed.value, catalog).map((issue) =>
        Number(/^cards\[(\d+)\]/.exec(issue.path)?.[1]),
      ),
    );
    const doc = { ...parsed.value, cards: parsed.value.cards.filter((_, i) => !broken.has(i)) };
    await storeDocument(db, DASHBOARD_KIND, null, await DASHBOARD_KIND.validate(db, doc), {
      isBaseline: true,
      comment: "baseline",
      origin: "seed",
    });
  }
}
