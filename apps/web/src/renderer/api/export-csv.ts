import { DataviewExportPath } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";
import type { ExportedFile, ExportRequest } from "../data-source";

/**
 * Counts the records of a CSV byte stream as it arrives: a line feed outside quotes ends one. In
 * UTF-8 no byte of a multi-byte character is a quote or a line feed, so chunks split anywhere.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    feed(bytes: Uint8Array) {
      for (const b of bytes) {
        if (b === 0x22) quoted = !quoted;
        else if (b === 0x0a && !quoted) records += 1;
      }
      return records;
    },
    get records() {
      return records;
    },
  };
}

/** The name in `attachment; filename="…"` (the server sends a plain ASCII one). */
const fileNameOf = (disposition: string | null): string | null =>
  /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? null;

/**
 * POST dataview/exportcsv: the list's own search (screen, filters, quick search, sort) and its
 * visible columns in their order; the server streams every row, and the rows are counted as
 * they arrive so the page can show progress. The session travels as the Authorization header,
 * never in a URL, so the file is read here and saved from a blob.
 */
export async function exportCsv(
  request: ExportRequest,
  onProgress: (rows: number) => void,
  signal?: AbortSignal,
): Promise<ExportedFile> {
  const { criteria } = request;
  const response = await apiRequest<Response>(DataviewExportPath.exportCsv, {
    json: {
      screenName: criteria.screenName,
      searchQuery: request.columns,
      searchMap: criteria.filters,
      ...(criteria.constraints?.length ? { dataConstraints: criteria.constraints } : {}),
      orderBy: criteria.orderBy,
      ...(criteria.searchValue ? { searchValue: criteria.searchValue } : {}),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      fileName: request.fileName,
    },
    responseType: "response",
    signal,
  });
  const counter = csvRecordCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onProgress(Math.max(0, counter.feed(value) - 1));
  }
  return {
    blob: new Blob(chunks, { type: "text/csv;charset=utf-8" }),
    fileName: fileNameOf(response.headers.get("Content-Disposition")) ?? `${request.fileName}.csv`,
    rows: Math.max(0, counter.records - 1),
  };
}
