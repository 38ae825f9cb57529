// `npm run bench:export`: the time and peak memory of a 200,000-row CSV export (POST
// dataview/exportcsv) through the real app over HTTP. The server runs in this process on an
// embedded PGlite (default) or on PostgreSQL (BENCH_EXPORT_PG=postgres://…/db, a database this
// script fills and leaves). The client discards what it reads, so the resident set measures the
// server side: with streaming it stays flat whatever the row count. Prints a table; asserts nothing.
//
// Env: BENCH_EXPORT_ROWS (200000), BENCH_EXPORT_PG (unset: PGlite in a temporary directory),
// BENCH_EXPORT_GZIP=1 (ask for gzip, as browsers do).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../../apps/server/src/app.js";
import { loadConfig } from "../../apps/server/src/config.js";
import { openPglite, openPostgres, type Database } from "../../apps/server/src/db/client.js";
import { runMigrations } from "../../apps/server/src/db/migrate.js";
import { seedDatabase } from "../../apps/server/src/db/seed/index.js";

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 200_000);
const PG = process.env.BENCH_EXPORT_PG;
const GZIP = process.env.BENCH_EXPORT_GZIP === "1";
const MB = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function open(): Promise<{ database: Database; cleanup: () => void }> {
  if (PG) return { database: openPostgres(PG), cleanup: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), "fsm-bench-export-"));
  return { database: await openPglite(dir), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const at = pair!.indexOf("=");
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  };
  const jar = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  keep(await fetch(`${base}/api/Authentication/getConfigData`));
  const xsrf = () => decodeURIComponent(cookies.get("XSRF-TOKEN") ?? "");
  const res = await fetch(`${base}/api/Authentication/PerformLogin`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: jar(), "x-xsrf-token": xsrf() },
    body: JSON.stringify({
      userName: email,
      password: "Demo!2026",
      localTimeZoneMinutes: 0,
      localTimeZone: "UTC",
    }),
  });
  keep(res);
  const text = await res.text();
  if (!res.ok) throw new Error(`sign-in ${res.status}: ${text}`);
  const login = JSON.parse(JSON.parse(text) as string) as { authHeader: string };
  return {
    "content-type": "application/json",
    cookie: jar(),
    "x-xsrf-token": xsrf(),
    authorization: login.authHeader,
    ...(GZIP ? { "accept-encoding": "gzip" } : {}),
  };
}

const { database, cleanup } = await open();
await runMigrations(database, loadConfig({}).migrationsDir);
await seedDatabase(database, "always");
console.log(`seeding ${ROWS.toLocaleString("en")} service requests (${database.engine})…`);
await database.db.execute(sql`
  insert into service_requests (request_number, company_id, site_id, status, priority, description, created_at)
  select 'EXP-' || g, s.company_id, s.site_id, s.status, s.priority,
         'Exported request number ' || g || ', with a comma and a "quote"', now() - make_interval(secs => g)
  from (select * from service_requests order by id limit 1) s, generate_series(1, ${ROWS}) g`);
await database.db.execute(sql`analyze service_requests`);

const app = await buildApp(
  { ...loadConfig({}), webDist: join(tmpdir(), "fsm-no-web-dist"), logLevel: "silent" },
  { database, logger: false, rateLimits: { factor: 1000 } },
);
const address = await app.listen({ host: "127.0.0.1", port: 0 });
const headers = await signIn(address, "staff@demo.test");

global.gc?.();
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
const res = await fetch(`${address}/api/dataview/exportcsv`, {
  method: "POST",
  headers,
  body: JSON.stringify({ screenName: "request" }),
});
if (!res.ok) throw new Error(`export ${res.status}: ${await res.text()}`);
let bytes = 0;
let lines = 0;
let firstByteMs = 0;
// fetch decompresses gzip itself; CRLF only ends records here (descriptions hold no line breaks).
// A reader, as this Node's DOM typings give a web ReadableStream no async iterator.
const reader = res.body!.getReader();
for (let part = await reader.read(); !part.done; part = await reader.read()) {
  const chunk = part.value;
  if (!firstByteMs) firstByteMs = performance.now() - started;
  bytes += chunk.byteLength;
  for (const b of chunk) if (b === 10) lines += 1;
}
const totalMs = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

console.table([
  {
    engine: database.engine,
    gzip: GZIP,
    "rows exported": (lines - 1).toLocaleString("en"),
    "CSV MB": MB(bytes),
    "first byte ms": Math.round(firstByteMs),
    "total s": (totalMs / 1000).toFixed(2),
    "rows/s": Math.round(((lines - 1) / totalMs) * 1000).toLocaleString("en"),
    "RSS before MB": MB(rssBefore),
    "peak RSS MB": MB(peak),
    "growth MB": MB(peak - rssBefore),
  },
]);
await app.close();
await database.close();
cleanup();
