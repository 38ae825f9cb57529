import { parseScreenDocument, REPORT_FORMAT, type DashboardCatalog } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { listDocuments } from "../../engine/documents/documents.repository.js";
import { buildCatalog } from "../../engine/screens/screen-catalog.js";
import { screenDocuments } from "../../engine/screens/screens.repository.js";
import { storedWorkflows } from "../../engine/workflows/workflow-catalog.js";

type Counter = { screen: string; filter?: Record<string, unknown> };

/** Every counter item of every stored screen, by lower-cased "screen/elementId". */
async function storedCounters(db: Db): Promise<Map<string, Counter>> {
  const out = new Map<string, Counter>();
  for (const row of await screenDocuments(db)) {
    const parsed = parseScreenDocument(row.document);
    if (!parsed.ok || !("sections" in parsed.value)) continue;
    for (const item of parsed.value.sections.flatMap((s) => s.items))
      if (item.kind === "counter")
        out.set(`${row.name}/${item.id}`.toLowerCase(), { screen: item.screen, filter: item.filter });
  }
  return out;
}

/** What a dashboard may refer to: the screen catalog, the stored screens' counters, workflows and reports. */
export async function buildDashboardCatalog(db: Db): Promise<DashboardCatalog> {
  const base = await buildCatalog(db);
  const counters = await storedCounters(db);
  const byStart = new Map(
    [...(await storedWorkflows(db)).values()].map((w) => [w.header.startScreen.toLowerCase(), w.header]),
  );
  const reports = new Set(
    (await listDocuments(db, REPORT_FORMAT.kind)).filter((r) => !r.disabled).map((r) => r.name.toLowerCase()),
  );
  return {
    hasMessage: base.hasMessage,
    hasScreen: base.hasScreen,
    filtersOfScreen: base.filtersOfScreen,
    counterOf: (screen, elementId) => counters.get(`${screen}/${elementId}`.toLowerCase()),
    workflowStartingAt: (start) => byStart.get(start.toLowerCase()),
    hasReport: (name) => reports.has(name.toLowerCase()),
  };
}
