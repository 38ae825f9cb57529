import type { ZExportCsvRequest } from "@fsm/contracts";
import type { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { loadMessages } from "../../platform/messages/messages.repository.js";
import { loadCodes } from "../codes/codes.repository.js";
import type { ScreenCache } from "../screens/screen-cache.js";
import { cellFormat, exportCell, type CellFormat } from "./export-cells.js";
import { fieldError } from "../../lib/app-error.js";
import { assertAreaAccess, readScope } from "../dictionary/table-access.policy.js";
import { loadSearch } from "../screens/screen-load.js";
import { planColumns, planConstraints, planOrder, planSearchMap, planText } from "./search-plan.js";
import { from, rowsOf, type DataRow } from "./search.repository.js";
import { afterKeySql, keySelectSql, orderSql, selectSql, whereSql } from "./search-sql.js";

/** Rows read per keyset step: small enough to keep memory flat, big enough to keep round trips few. */
export const EXPORT_BATCH = 1_000;

export type CsvExport = {
  fileName: string;
  header: string[];
  /** Every matching row as CSV cells, read batch by batch on the keyset order (no cap). */
  rows: () => AsyncGenerator<string[]>;
};

/**
 * A list's CSV export, planned exactly as its execsearch (same checks, row scope, area access):
 * everything is validated before the first byte goes out, so a bad request is an ordinary 400.
 * The batches run outside a transaction (an embedded database has one connection, and a long
 * export must not hold it): a row written during the export may or may not be in the file, but
 * the keyset order never repeats or skips a row that existed throughout.
 */
export async function planCsvExport(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  body: z.output<typeof ZExportCsvRequest>,
): Promise<CsvExport> {
  const s = await loadSearch(db, cache, body.screenName, actor);
  assertAreaAccess(actor, s.table);
  const columns = planColumns(s, body.searchQuery, "searchQuery");
  const conditions = [
    ...planConstraints(s, body.dataConstraints, "dataConstraints"),
    ...planSearchMap(s, body.searchMap),
  ];
  const text = planText(s, body.searchValue);
  const order = planOrder(s, body.orderBy);
  const timeZone = checkedTimeZone(body.timeZone);
  const messages = await loadMessages(db, body.locale);
  const say = (key: string) => messages[key] ?? key;

  const dateTime = dateTimeFormat(timeZone);
  const formats: CellFormat[] = [];
  for (const column of columns) {
    const shown = s.search.columns.find((c) => c.column === column.name);
    const codeTable = shown?.codeTable ?? column.codeTable;
    const codes = codeTable ? ((await loadCodes(db, codeTable)) ?? []) : [];
    formats.push(
      cellFormat(column, {
        codes: codeTable ? new Map(codes.map((c) => [c.code, say(c.label)])) : null,
        yesNo: [say("checkbox_yes"), say("checkbox_no")],
        dateTime,
      }),
    );
  }
  const header = columns.map((c) => {
    const shown = s.search.columns.find((sc) => sc.column === c.name);
    return exportCell(say(shown?.label ?? c.label));
  });

  const scope = readScope(s.table, actor);
  const where = whereSql(scope, conditions, text);
  async function* rows(): AsyncGenerator<string[]> {
    let after: (string | null)[] | null = null;
    for (;;) {
      const keyed = after ? sql`${where} and ${afterKeySql(order, after)}` : where;
      const batch: DataRow[] = await rowsOf(
        db,
        sql`select ${selectSql(columns)}, ${keySelectSql(order)} from ${from(s.table)}
            where ${keyed} order by ${orderSql(order)} limit ${EXPORT_BATCH}`,
      );
      for (const row of batch) yield formats.map((f) => f.format(row));
      if (batch.length < EXPORT_BATCH) return;
      const last = batch.at(-1)!;
      after = order.map((_, i) => (last[`__k${i}`] === null ? null : String(last[`__k${i}`])));
    }
  }
  return {
    fileName: exportFileName(body.fileName ?? `${s.name}-${new Date().toISOString().slice(0, 10)}`),
    header,
    rows,
  };
}

/** An IANA zone Intl knows, or a 400 naming timeZone. */
function checkedTimeZone(zone: string | undefined): string {
  if (!zone) return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    throw fieldError("timeZone", "error_bad_time_zone");
  }
}

/** "2026-11-24 09:10:00" in the caller's zone: what spreadsheets read as a date and time. */
const dateTimeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });

/** A file name any browser and file system takes: letters, digits, dot, dash and underscore. */
export function exportFileName(name: string): string {
  const safe = name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 100);
  return `${safe || "export"}.csv`;
}
