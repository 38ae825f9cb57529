import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO, startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { parse as parseCsv } from "csv-parse/sync";

const EXPORT = "/api/dataview/exportcsv";

/**
 * Descriptions a customer can type, and the cell a spreadsheet must show for each: OWASP's CSV
 * injection payloads (https://owasp.org/www-community/attacks/CSV_Injection), at the start of the
 * cell and after a line break inside it. Each line that would start a formula starts with `'`.
 */
const PAYLOADS: [stored: string, cell: string][] = [
  ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ["+SUM(1+1)*cmd|' /C calc'!A0", "'+SUM(1+1)*cmd|' /C calc'!A0"],
  ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
  ["@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"],
  ['=HYPERLINK("http://evil","x")', '\'=HYPERLINK("http://evil","x")'],
  ["\t=1+1", "'\t=1+1"],
  ["\r=1+1", "'\r'=1+1"],
  ["line1\n=3+3", "line1\n'=3+3"],
  ["line1\r=3+3", "line1\r'=3+3"],
  ["line1\r\n+3+3", "line1\r\n'+3+3"],
  ["a\n\n-1\n@x\n\tTAB", "a\n\n'-1\n'@x\n'\tTAB"],
  ['a, b;\n"quoted" =1', 'a, b;\n"quoted" =1'],
  ["\uFF1D1+1", "'\uFF1D1+1"],
  ["0x0D", "0x0D"],
  ["plain text", "plain text"],
];

/** What a spreadsheet reads as a formula (or a control) at the start of a line. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

describe.each(engines)("CSV export against formula and row injection (%s)", (engine) => {
  let t: TestApp;
  let staff: TestClient;
  let customer: TestClient;
  beforeAll(async () => {
    ({ t, customer } = await startWithTwoCustomers(engine));
    staff = await signedIn(t.app, DEMO.staff.email);
    // Stored as a request's description by whoever wrote it (the wizard keeps line breaks).
    for (const [i, [payload]] of PAYLOADS.entries())
      await t.db.execute(sql`
        insert into service_requests (request_number, company_id, site_id, status, priority, description, created_at)
        select ${`CSVI-${String(i).padStart(2, "0")}`}, s.company_id, s.site_id, s.status, s.priority, ${payload}, now()
        from (select t.* from service_requests t join persons p on p.company_id = t.company_id
              where p.email = ${DEMO.customer.email} order by t.id limit 1) s`);
  }, 120_000);
  afterAll(async () => t?.close());

  /** The file as a spreadsheet reads it: any line break outside quotes (CRLF, LF or CR) ends a row. */
  async function exported(client: TestClient, body: Record<string, unknown>) {
    const res = await client.post(EXPORT, body);
    expect(res.statusCode, res.body).toBe(200);
    const text = res.rawPayload.toString("utf8").replace(/^\uFEFF/, "");
    return parseCsv(text, { record_delimiter: ["\r\n", "\n", "\r"], relax_column_count: true }) as string[][];
  }

  it("keeps one row per record, each cell's text whole, and no line of any cell starting a formula", async () => {
    for (const client of [staff, customer]) {
      const table = await exported(client, {
        screenName: "request",
        searchQuery: ["request_number", "description"],
        searchValue: "CSVI-",
        orderBy: [{ column: "request_number", direction: "asc" }],
      });
      expect(table.length - 1).toBe(PAYLOADS.length);
      expect(table.slice(1)).toEqual(
        PAYLOADS.map(([, cell], i) => [`CSVI-${String(i).padStart(2, "0")}`, cell]),
      );
      for (const row of table)
        for (const cell of row) {
          expect(cell, JSON.stringify(cell)).not.toMatch(FORMULA_START);
          for (const line of cell.split(/\r\n|\n|\r/))
            expect(line, JSON.stringify(cell)).not.toMatch(FORMULA_START);
        }
    }
  });

  it("exports as many rows as the caller has records, whatever their text holds", async () => {
    const table = await exported(customer, {
      screenName: "request",
      searchQuery: ["request_number", "description"],
    });
    const [{ n }] = (
      (await t.db.execute(sql`
        select count(*)::int as n from service_requests r
        where r.company_id = (select company_id from persons where email = ${DEMO.customer.email})`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    expect(table.length - 1).toBe(n);
    expect(table.every((row) => row.length === 2)).toBe(true);
  });
});
