import { REPORT_FORMAT, type TReportDocumentInput } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { storeDocument } from "../../engine/documents/document-store.js";
import { findByName } from "../../engine/documents/documents.repository.js";
import { REPORT_KIND } from "./report.kind.js";

/** Three reports every portal starts with; a designer may edit or delete them. */
export const BASELINE_REPORTS: TReportDocumentInput[] = [
  {
    formatVersion: 1,
    name: "requests-by-status",
    title: "report_requests_by_status",
    description: "report_requests_by_status_body",
    source: { screen: "request" },
    groupBy: ["status"],
    chart: "bar",
    order: 10,
  },
  {
    formatVersion: 1,
    name: "requests-by-priority",
    title: "report_requests_by_priority",
    description: "report_requests_by_priority_body",
    source: { screen: "request" },
    groupBy: ["priority"],
    chart: "pie",
    order: 20,
  },
  {
    formatVersion: 1,
    name: "requests-per-month",
    title: "report_requests_per_month",
    description: "report_requests_per_month_body",
    source: { screen: "request" },
    groupBy: ["created_at:month"],
    chart: "line",
    order: 25,
  },
  {
    formatVersion: 1,
    name: "returns-by-reason",
    title: "report_returns_by_reason",
    description: "report_returns_by_reason_body",
    source: { screen: "rma" },
    groupBy: ["reason_code"],
    chart: "bar",
    order: 30,
  },
];

/**
 * Seeded once per name after the screens they read, validated like a designer's import; a
 * report that exists (perhaps edited) is left as it is, and one whose screen a designer has
 * changed so that it no longer validates is skipped rather than stopping the server's start.
 */
export async function seedReports(db: Db): Promise<void> {
  for (const raw of BASELINE_REPORTS) {
    if (await findByName(db, REPORT_KIND.format.kind, raw.name)) continue;
    const parsed = REPORT_FORMAT.parse(raw);
    if (!parsed.ok) throw new Error(`baseline report ${raw.name}: ${JSON.stringify(parsed.issues)}`);
    const valid = await REPORT_KIND.validate(db, parsed.value).catch(() => null);
    if (!valid) continue;
    await storeDocument(db, REPORT_KIND, null, valid, {
      isBaseline: true,
      comment: "baseline",
      origin: "seed",
    });
  }
}
