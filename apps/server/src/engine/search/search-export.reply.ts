import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyReply } from "fastify";
import type { CsvExport } from "./search-export.js";

/**
 * Streams an export: csv-stringify (UTF-8 BOM, RFC 4180 quoting of commas, quotes and every CR
 * or LF, CRLF records) fed by the keyset batches through a Readable that pulls the next row only
 * when the socket drains (memory stays flat). A
 * failure after the first byte destroys the stream, so the client sees a broken download, never
 * a shorter file that looks whole.
 */
export function sendCsv(reply: FastifyReply, csv: CsvExport): FastifyReply {
  async function* records() {
    yield csv.header;
    yield* csv.rows();
  }
  const source = Readable.from(records(), { objectMode: true, highWaterMark: 64 });
  // With a record delimiter set, csv-stringify quotes only cells that hold that exact CRLF; a lone
  // LF or CR would go out bare and start a new row in a spreadsheet (a row the cell's author
  // chose). quote_record_delimiter quotes every cell holding any line break.
  const out = stringify({ bom: true, record_delimiter: "windows", quote_record_delimiter: true });
  source.on("error", (error) => out.destroy(error));
  source.pipe(out);
  return reply
    .header("Content-Type", "text/csv; charset=utf-8")
    .header(
      "Content-Disposition",
      `attachment; filename="${csv.fileName}"; filename*=UTF-8''${encodeURIComponent(csv.fileName)}`,
    )
    .header("Cache-Control", "no-store")
    .header("X-Accel-Buffering", "no")
    .send(out);
}
