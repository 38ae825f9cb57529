import type { TReport } from "@fsm/contracts";
import { REPORT_FORMAT, type TReportDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/app-error.js";
import { findByName, listDocuments } from "../../engine/documents/documents.repository.js";
import type { ScreenCache } from "../../engine/screens/screen-cache.js";
import { loadSearch } from "../../engine/screens/screen-load.js";
import type { Actor } from "../../platform/sessions/actor.js";

const present = (doc: TReportDocument): TReport => ({
  name: doc.name,
  title: doc.title,
  ...(doc.description ? { description: doc.description } : {}),
  source: doc.source,
  groupBy: doc.groupBy,
  measure: doc.measure,
  chart: doc.chart,
  filters: doc.filters,
});

/** Whether the caller may run a report: it may open its source list (screen, area flags). */
async function mayRun(db: Db, cache: ScreenCache, actor: Actor, doc: TReportDocument): Promise<boolean> {
  try {
    await loadSearch(db, cache, doc.source.screen, actor);
    return true;
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404)) return false;
    throw error;
  }
}

/** The reports the caller may run, in their declared order (then by name). */
export async function listReports(db: Db, cache: ScreenCache, actor: Actor): Promise<TReport[]> {
  const docs: TReportDocument[] = [];
  for (const row of await listDocuments(db, REPORT_FORMAT.kind)) {
    const parsed = REPORT_FORMAT.parse(row.document);
    if (parsed.ok && !row.disabled && (await mayRun(db, cache, actor, parsed.value))) docs.push(parsed.value);
  }
  docs.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  return docs.map(present);
}

/** One report by name: 404 when unknown, 403 when its source list is closed to the caller. */
export async function getReport(db: Db, cache: ScreenCache, actor: Actor, name: string): Promise<TReport> {
  const row = await findByName(db, REPORT_FORMAT.kind, name);
  const parsed = row && !row.disabled ? REPORT_FORMAT.parse(row.document) : undefined;
  if (!parsed?.ok) throw notFound();
  await loadSearch(db, cache, parsed.value.source.screen, actor);
  return present(parsed.value);
}
