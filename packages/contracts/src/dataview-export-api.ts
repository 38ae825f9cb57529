import type { z } from "zod";
import { text } from "./fields.js";
import { ZExecSearchRequest } from "./dataview-api.js";

/** The export call, under the dataview base (spec §7 "Data views and search"). */
export const DataviewExportPath = {
  /** A list's rows as a CSV file, streamed. */
  exportCsv: "/api/dataview/exportcsv",
} as const;

/** A BCP 47 tag the message store may hold ("en-US", "de", "pt-BR"). */
const locale = text()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, "must be a language tag such as en-US");

/**
 * POST dataview/exportcsv: the list's own execsearch body (screen, searchQuery = the visible columns
 * in their order, dataConstraints, searchMap, searchValue, orderBy); paging and groupBy are ignored,
 * every matching row is streamed. The answer is text/csv (UTF-8 with BOM), not JSON.
 */
export const ZExportCsvRequest = ZExecSearchRequest.pick({
  screenName: true,
  searchQuery: true,
  dataConstraints: true,
  orderBy: true,
  searchMap: true,
  searchValue: true,
}).extend({
  /** The language of the header labels and code descriptions (default en-US). */
  locale: locale.optional(),
  /** IANA time zone of the date-time cells ("Europe/Berlin"; default UTC). */
  timeZone: text().max(64).optional(),
  /** The file's name without extension (a saved view's name); default the screen's name and the day. */
  fileName: text().trim().min(1).max(100).optional(),
});
export type TExportCsvRequest = z.input<typeof ZExportCsvRequest>;
