// `npm run bench:search`: execsearch latency and throughput on 1,000,000 service requests in
// PostgreSQL and 100,000 in PGlite, through the real app over HTTP (10 connections) running in its
// own process (server-process.ts), against the same SQL run by a raw loop (PostgreSQL: a pg.Pool in
// this process; PGlite: its own query() inside the server process, where the data lives). Prints
// tables and ratios; asserts nothing.
//
// Env: BENCH_PG_ADMIN (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_PG_ROWS
// (1000000), BENCH_PGLITE_ROWS (100000), BENCH_REQUESTS per case (300), BENCH_ENGINES
// ("PostgreSQL,PGlite"), BENCH_CASES (comma list of case names to run only those), BENCH_PREPARE_ONLY=1
// (create and fill fsm_bench, keep it for EXPLAIN ANALYZE, measure nothing), BENCH_SERVER_PROF=DIR
// (the server process writes a V8 .cpuprofile there; summarise it with cpuprofile-top.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir, cpus, totalmem } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { Pool as HttpPool } from "undici";
import { loadConfig } from "../../apps/server/src/config.js";
import { pgliteOptions, type Database, type Db, type EngineName } from "../../apps/server/src/db/client.js";
import { runMigrations } from "../../apps/server/src/db/migrate.js";
import { seedDatabase } from "../../apps/server/src/db/seed/index.js";
import { CONNECTIONS, measure } from "./measure.js";
import { printCross, printEngine, type ReportSettings, type Row, type Stats } from "./report.js";
import { bulkInsertRequests, WORD_COMMON } from "./seed.js";
import type { CpuReading, Statement } from "./server-process.js";
import { dropDatabase, recreateDatabase } from "../lib/bench-postgres.js";
import { startServer } from "../lib/bench-server.js";
import { signIn, type Session } from "../lib/sign-in.js";

const DB_NAME = "fsm_bench";
const PG_ROWS = Number(process.env.BENCH_PG_ROWS ?? 1_000_000);
const PGLITE_ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
/** PGlite serves one query at a time inside this process: fewer requests keep the run bounded. */
const PGLITE_REQUESTS = Number(process.env.BENCH_PGLITE_REQUESTS ?? 100);
const PAGE_SIZE = 25;
const DEEP_PAGE = 1000;
const ENGINES = (process.env.BENCH_ENGINES ?? "PostgreSQL,PGlite").split(",") as EngineName[];
const ONLY = process.env.BENCH_CASES?.split(",");
const ACTORS = { staff: "staff@demo.test", customer: "customer@demo.test" } as const;

async function openPg(): Promise<{ database: Database; pool: pg.Pool; url: string }> {
  const url = await recreateDatabase(DB_NAME);
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  pool.on("error", () => undefined);
  const database: Database = {
    db: drizzlePg({ client: pool }) as unknown as Db,
    engine: "PostgreSQL",
    isNew: false,
    connectionString: url,
    close: () => pool.end(),
  };
  return { database, pool, url };
}

const dropPg = () => dropDatabase(DB_NAME);

async function execSearch(http: HttpPool, s: Session, body: object): Promise<Record<string, unknown>> {
  const res = await http.request({
    path: "/api/dataview/execsearch",
    method: "POST",
    headers: s.headers,
    body: JSON.stringify(body),
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`execsearch ${res.statusCode}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The keyset cursor of page DEEP_PAGE+1 in the default order (created_at desc, id desc): the key of row DEEP_PAGE*PAGE_SIZE. */
async function deepCursor(rawQuery: RawQuery, companyId: number | null): Promise<string> {
  const where = companyId === null ? "true" : `company_id = ${companyId}`;
  const rows = await rawQuery(
    `select created_at::text as k0, id::text as k1 from service_requests where ${where}
     order by created_at desc, id desc offset ${DEEP_PAGE * PAGE_SIZE - 1} limit 1`,
    [],
  );
  const row = rows[0] as { k0: string; k1: string } | undefined;
  if (!row) throw new Error(`fewer than ${DEEP_PAGE * PAGE_SIZE} rows in scope: no page ${DEEP_PAGE + 1}`);
  return Buffer.from(JSON.stringify({ o: "created_at:desc,id:desc", k: [row.k0, row.k1] })).toString(
    "base64url",
  );
}

type RawQuery = (text: string, params: unknown[]) => Promise<unknown[]>;
/** requests: a smaller fixed count for a case known to scan the whole table (keeps the run bounded). */
type Case = { name: string; body: object; requests?: number };

function cases(cursor: string): Case[] {
  const sort = (column: string, direction: "asc" | "desc") => ({
    name: `sort ${column} ${direction}`,
    body: { screenName: "request", orderBy: [{ column, direction }] },
  });
  return [
    { name: "first page", body: { screenName: "request" } },
    { name: `deep page ${DEEP_PAGE + 1} (cursor)`, body: { screenName: "request", cursor } },
    sort("request_number", "asc"),
    sort("status", "asc"),
    sort("priority", "desc"),
    sort("created_at", "asc"),
    sort("updated_at", "desc"),
    { name: `text "${WORD_COMMON}"`, body: { screenName: "request", searchValue: WORD_COMMON } },
    // A rare text (one request number: one row, or none in the customer's scope): nothing but a
    // trigram index could avoid scanning every row of the scope.
    {
      name: `text "BR-0123457" (rare)`,
      body: { screenName: "request", searchValue: "BR-0123457" },
      requests: 20, // PGlite: half of it
    },
    {
      name: "filter status=ON_HOLD",
      body: {
        screenName: "request",
        dataConstraints: [{ left_operand: "request.status", right_operand: "ON_HOLD" }],
      },
    },
  ].filter((c) => !ONLY || ONLY.some((o) => c.name.startsWith(o)));
}

async function benchEngine(engine: EngineName): Promise<Row[]> {
  const t0 = performance.now();
  let database: Database;
  let target: string;
  let rawPool: pg.Pool | null = null;
  let cleanup: () => Promise<void>;
  const rows = engine === "PostgreSQL" ? PG_ROWS : PGLITE_ROWS;
  if (engine === "PostgreSQL") {
    const opened = await openPg();
    database = opened.database;
    target = opened.url;
    rawPool = new pg.Pool({ connectionString: opened.url, max: CONNECTIONS });
    cleanup = async () => {
      await rawPool!.end();
    };
  } else {
    target = mkdtempSync(join(tmpdir(), "fsm-bench-pglite-"));
    const client = await PGlite.create(target, pgliteOptions);
    database = {
      db: drizzlePglite({ client }) as unknown as Db,
      engine: "PGlite",
      isNew: true,
      close: () => client.close(),
    };
    cleanup = async () => rmSync(target, { recursive: true, force: true });
  }
  await runMigrations(database, loadConfig({}).migrationsDir);
  await seedDatabase(database, "always");
  await bulkInsertRequests(database.db, rows);
  // The server process opens the database itself (PGlite: one process at a time).
  await database.close();
  const tSeed = performance.now();
  console.log(
    `[${engine}] migrated, seeded, ${rows.toLocaleString("en")} requests bulk-inserted + ANALYZE in ${((tSeed - t0) / 1000).toFixed(1)} s`,
  );
  if (process.env.BENCH_PREPARE_ONLY) {
    // Leaves the database for EXPLAIN ANALYZE by hand (PostgreSQL: fsm_bench); drop it yourself.
    await rawPool?.end();
    return [];
  }

  const server = await startServer(engine, target);
  // PostgreSQL: the raw loop is a pg.Pool in this process. PGlite lives inside the server process,
  // so queries and its raw loop run there (its own query(), one connection).
  const rawQuery: RawQuery = rawPool
    ? async (text, params) => (await rawPool.query(text, params)).rows
    : (text, params) => server.ask<unknown[]>({ type: "query", sql: text, params });
  const http = new HttpPool(`http://127.0.0.1:${server.port}`, { connections: CONNECTIONS, pipelining: 1 });
  const out: Row[] = [];
  try {
    const [acme] = await rawQuery(
      `select p.company_id from persons p where p.email = 'customer@demo.test'`,
      [],
    );
    const companyOf = { staff: null, customer: (acme as { company_id: number }).company_id };
    for (const actor of Object.keys(ACTORS) as (keyof typeof ACTORS)[]) {
      const session = await signIn(http, ACTORS[actor]);
      const cursor = await deepCursor(rawQuery, companyOf[actor]);
      // A fresh server process runs cold (JIT, the database's buffer cache): warm it up once, so
      // the first case measured is not the only one that pays for it.
      if (actor === "staff") await measure(() => execSearch(http, session, { screenName: "request" }), 300);
      for (const c of cases(cursor)) {
        // The statements the endpoint runs against the table in steady state: a request after a
        // first one, so what the server keeps briefly (planner estimates, estimated counts) is warm.
        await execSearch(http, session, c.body);
        await server.ask({ type: "capture" });
        const sample = await execSearch(http, session, c.body);
        const captured = await server.ask<Statement[]>({ type: "captured" });
        if (process.env.BENCH_DEBUG)
          for (const s of captured) console.log("   sql:", s.sql.slice(0, 160).replace(/\s+/g, " "));
        const statements = captured.filter((s) => /service_requests/.test(s.sql));
        const perCase = engine === "PGlite" ? PGLITE_REQUESTS : REQUESTS;
        const requests =
          c.requests === undefined ? perCase : engine === "PGlite" ? c.requests / 2 : c.requests;
        const cpu0 = await server.ask<CpuReading>({ type: "cpu" });
        const api = await measure(() => execSearch(http, session, c.body), requests);
        const cpu1 = await server.ask<CpuReading>({ type: "cpu" });
        // Server CPU per answered request (the warm-up included on both sides of the division).
        const answered = Math.max(1, cpu1.responses - cpu0.responses);
        const cpuMs = (cpu1.cpuMs - cpu0.cpuMs) / answered;
        const kernelMs = (cpu1.systemMs - cpu0.systemMs) / answered;
        const raw = rawPool
          ? await measure(async () => {
              for (const s of statements) await rawPool.query(s.sql, s.params);
            }, requests)
          : await server.ask<Stats>({ type: "rawLoop", statements, requests });
        const total = `${sample.totalIsEstimate ? "~" : ""}${sample.total as number}`;
        // The database's own time for those statements (EXPLAIN ANALYZE, one run each, warm cache):
        // what indexes and query shapes decide, apart from round trips and a busy machine.
        let execMs = 0;
        for (const st of statements.filter((x) => !/^\s*explain/i.test(x.sql))) {
          const [plan] = await rawQuery(`explain (analyze, format json) ${st.sql}`, st.params);
          const json = (plan as Record<string, unknown>)["QUERY PLAN"];
          const parsed = (typeof json === "string" ? JSON.parse(json) : json) as {
            "Execution Time": number;
          }[];
          execMs += parsed[0]!["Execution Time"];
        }
        out.push({ engine, actor, name: c.name, api, raw, total, execMs, cpuMs, kernelMs });
        console.log(
          `[${engine}] ${actor.padEnd(8)} ${c.name.padEnd(28)} p50 ${api.p50.toFixed(1)} p95 ${api.p95.toFixed(1)} p99 ${api.p99.toFixed(1)} ms, ${api.rps.toFixed(0)} req/s (raw ${raw.rps.toFixed(0)}/s, ${statements.length} stmts, SQL exec ${execMs.toFixed(1)} ms, server CPU ${cpuMs.toFixed(2)} ms/req, kernel ${kernelMs.toFixed(2)}) total ${total}`,
        );
      }
    }
  } finally {
    await http.close();
    await server.stop();
    await cleanup();
    if (engine === "PostgreSQL") await dropPg();
  }
  console.log(`[${engine}] measured in ${((performance.now() - tSeed) / 1000).toFixed(1)} s`);
  return out;
}

// DROP DATABASE … WITH (FORCE) ends any connection still open (the change bus's LISTEN client
// reconnecting): that error is expected at the end of an engine's run, any other one is not.
process.on("uncaughtException", (error: Error & { code?: string }) => {
  if (error.code === "57P01") return;
  console.error(error);
  process.exit(1);
});

const started = performance.now();
const all: Row[] = [];
for (const engine of ENGINES) all.push(...(await benchEngine(engine)));
console.log(
  `\n## execsearch benchmark — ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
const settings: ReportSettings = {
  pgRows: PG_ROWS,
  pgliteRows: PGLITE_ROWS,
  requests: REQUESTS,
  pgliteRequests: PGLITE_REQUESTS,
  connections: CONNECTIONS,
  actors: Object.keys(ACTORS),
};
for (const engine of ENGINES) printEngine(engine, all, settings);
printCross(all, settings);
console.log(`\nwhole run ${((performance.now() - started) / 1000).toFixed(0)} s`);
