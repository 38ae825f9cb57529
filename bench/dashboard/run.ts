// `npm run bench:dashboard`: the dashboard's first render on the 1M-request database (issue 12,
// "Bench"), for the demo customer and the demo staff user, through the real app over HTTP running
// in its own process (bench/lib/bench-server.ts, as bench/search). For each caller: the calls its
// dashboard makes — GET Dashboard/getdashboard, then, together as the page issues them once it
// knows its cards, dataview/refreshcounters for every counter card, getServiceRequestStatuses and
// the first page of updateactvityfeed — each alone (one at a time) and within a first render
// (getdashboard, then every card's call at once on a 6-connection pool, a browser's limit per host
// over HTTP/1.1). Prints p50/p95/max per call and of the whole first render, the server's CPU per
// render, the database's own time per call (EXPLAIN ANALYZE of the statements one warm call ran),
// and once how each counter behaves at this size (exact or estimate, against an exact count(*)).
// Prints tables; asserts nothing.
//
// Data: the demo companies plus N service requests over their assets (bench/search/seed.ts).
//
// Options: --requests N (1000000; env BENCH_DASHBOARD_REQUESTS), --runs N (50), --warmup N (5).
// DATABASE_URL unset: a throwaway database `fsm_bench_dashboard` on BENCH_PG_ADMIN (default
// postgres://postgres@127.0.0.1:5432/postgres), created and dropped by the bench. DATABASE_URL set:
// that database is migrated and used; it is seeded and filled only when it holds fewer than N
// requests (give it an empty database, or one a previous run filled), and kept.
import { cpus, loadavg, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { Pool as HttpPool } from "undici";
import { loadConfig } from "../../apps/server/src/config.js";
import { openPostgres } from "../../apps/server/src/db/client.js";
import { runMigrations } from "../../apps/server/src/db/migrate.js";
import { seedDatabase } from "../../apps/server/src/db/seed/index.js";
import { dropDatabase, recreateDatabase } from "../lib/bench-postgres.js";
import { startServer, type BenchServer } from "../lib/bench-server.js";
import { signIn, type Session } from "../lib/sign-in.js";
import { bulkInsertRequests } from "../search/seed.js";
import type { CpuReading, Statement } from "../search/server-process.js";
import { cardCalls, DASHBOARD, get, type Card } from "./card-calls.js";

const { values: options } = parseArgs({
  options: {
    requests: { type: "string" },
    runs: { type: "string" },
    warmup: { type: "string" },
  },
});
const ROWS = Number(options.requests ?? process.env.BENCH_DASHBOARD_REQUESTS ?? 1_000_000);
const RUNS = Number(options.runs ?? 50);
const WARMUP = Number(options.warmup ?? 5);
const DB_NAME = "fsm_bench_dashboard";
/** A browser opens at most 6 connections per host over HTTP/1.1: the page's calls share them. */
const BROWSER_CONNECTIONS = 6;
const ACTORS = { customer: "customer@demo.test", staff: "staff@demo.test" } as const;
type Actor = keyof typeof ACTORS;

type Stats = { p50: number; p95: number; max: number };
function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: pct(50), p95: pct(95), max: sorted.at(-1)! };
}
const ms = (n: number) => n.toFixed(1);

// ---------------------------------------------------------------- the database

async function prepareDatabase(): Promise<{ url: string; throwaway: boolean }> {
  const own = process.env.DATABASE_URL;
  const url = own ?? (await recreateDatabase(DB_NAME));
  const database = openPostgres(url);
  try {
    const t0 = performance.now();
    await runMigrations(database, loadConfig({}).migrationsDir);
    const [row] = (
      (await database.db.execute(sql`select count(*)::int as n from service_requests`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    if (row!.n >= ROWS) {
      console.log(`using ${url}: ${row!.n.toLocaleString("en")} requests already`);
    } else {
      await seedDatabase(database, "always");
      await bulkInsertRequests(database.db, ROWS);
      console.log(
        `migrated, seeded, ${ROWS.toLocaleString("en")} requests bulk-inserted + VACUUM ANALYZE in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await database.close();
  }
  return { url, throwaway: !own };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

/** One first render: getdashboard, then every card's call at once. Answers each call's time and the total. */
async function firstRender(
  http: HttpPool,
  s: Session,
): Promise<{ times: Map<string, number>; total: number }> {
  const times = new Map<string, number>();
  const t0 = performance.now();
  let cards: Card[] = [];
  times.set(
    DASHBOARD.name,
    await timed(async () => {
      cards = ((await get(http, s, DASHBOARD.path)) as { cards: Card[] }).cards;
    }),
  );
  await Promise.all(
    cardCalls(cards).map(async (c) => times.set(c.name, await timed(() => get(http, s, c.path, c.body)))),
  );
  return { times, total: performance.now() - t0 };
}

/** The database's own time for what one warm call runs: EXPLAIN ANALYZE of each statement it sent. */
async function sqlTime(
  server: BenchServer,
  raw: pg.Pool,
  run: () => Promise<unknown>,
): Promise<{ execMs: number; statements: number }> {
  await server.ask({ type: "capture" });
  await run();
  const captured = await server.ask<Statement[]>({ type: "captured" });
  const reads = captured.filter((st) => /^\s*(select|with)\b/i.test(st.sql));
  let execMs = 0;
  for (const st of reads) {
    const { rows } = await raw.query(`explain (analyze, format json) ${st.sql}`, st.params);
    const plan = (rows[0] as Record<string, unknown>)["QUERY PLAN"] as { "Execution Time": number }[];
    execMs += plan[0]!["Execution Time"];
  }
  return { execMs, statements: reads.length };
}

type Line = {
  actor: Actor;
  call: string;
  alone: Stats | null;
  inRender: Stats;
  execMs: number | null;
  statements: number | null;
};
type CounterLine = {
  actor: Actor;
  counter: string;
  filter: string;
  count: number;
  isEstimate: boolean;
  exact: number | null;
  exactMs: number | null;
};

/** The exact number a counter stands for: count(*) over its table in the caller's scope (customer: its company). */
async function exactCount(
  raw: pg.Pool,
  table: string,
  filters: Record<string, string>,
  companyId: number | null,
): Promise<{ n: number; ms: number } | null> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (companyId !== null) {
    params.push(companyId);
    where.push(`company_id = $${params.length}`);
  }
  for (const [item, value] of Object.entries(filters)) {
    // The seeded counters filter on `<alias>.<column>` items of their list ("request.status").
    const column = item.split(".").at(-1)!;
    if (!/^[a-z_]+$/.test(column)) return null;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  const t0 = performance.now();
  const { rows } = await raw.query(
    `select count(*)::int as n from ${table}${where.length ? ` where ${where.join(" and ")}` : ""}`,
    params,
  );
  return { n: (rows[0] as { n: number }).n, ms: performance.now() - t0 };
}

async function benchActor(
  actor: Actor,
  http: HttpPool,
  server: BenchServer,
  raw: pg.Pool,
  companyId: number | null,
): Promise<{ lines: Line[]; counters: CounterLine[]; render: Stats; cpuMs: number }> {
  const session = await signIn(http, ACTORS[actor]);
  const dashboard = (await get(http, session, DASHBOARD.path)) as {
    name: string;
    cards: (Card & { list?: { table: string; filters: Record<string, string> } })[];
  };
  const calls = [DASHBOARD, ...cardCalls(dashboard.cards)];
  console.log(
    `[${actor}] dashboard "${dashboard.name}": ${dashboard.cards.map((c) => `${c.kind}:${c.id}`).join(", ")}`,
  );

  // Once: what each counter answers at this size, against an exact count(*).
  const counters: CounterLine[] = [];
  for (const card of dashboard.cards.filter((c) => c.kind === "counter")) {
    const answer = (await get(
      http,
      session,
      calls.find((c) => c.name === `refreshcounters ${card.elementId}`)!.path,
    )) as { count: number; isEstimate: boolean };
    const list = card.list!;
    const exact = await exactCount(raw, list.table, list.filters, companyId);
    counters.push({
      actor,
      counter: card.elementId!,
      filter:
        Object.entries(list.filters)
          .map(([k, v]) => `${k}=${v}`)
          .join(", ") || "(none)",
      count: answer.count,
      isEstimate: answer.isEstimate,
      exact: exact?.n ?? null,
      exactMs: exact?.ms ?? null,
    });
  }

  for (let i = 0; i < WARMUP; i += 1) await firstRender(http, session);

  // Each call alone, one at a time: its own latency, with nothing else in flight.
  const alone = new Map<string, Stats>();
  const sqlOf = new Map<string, { execMs: number; statements: number }>();
  for (const call of calls) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await timed(() => get(http, session, call.path, call.body)));
    alone.set(call.name, stats(times));
    sqlOf.set(call.name, await sqlTime(server, raw, () => get(http, session, call.path, call.body)));
  }

  // First renders, one after the other: getdashboard, then every card's call at once.
  const perCall = new Map<string, number[]>();
  const totals: number[] = [];
  const cpu0 = await server.ask<CpuReading>({ type: "cpu" });
  for (let i = 0; i < RUNS; i += 1) {
    const { times, total } = await firstRender(http, session);
    totals.push(total);
    for (const [name, t] of times) perCall.set(name, [...(perCall.get(name) ?? []), t]);
  }
  const cpu1 = await server.ask<CpuReading>({ type: "cpu" });
  const lines = calls.map((call) => ({
    actor,
    call: call.name,
    alone: alone.get(call.name) ?? null,
    inRender: stats(perCall.get(call.name) ?? [0]),
    execMs: sqlOf.get(call.name)?.execMs ?? null,
    statements: sqlOf.get(call.name)?.statements ?? null,
  }));
  const render = stats(totals);
  console.log(
    `[${actor}] first render p50 ${ms(render.p50)} p95 ${ms(render.p95)} max ${ms(render.max)} ms (${calls.length} calls)`,
  );
  return { lines, counters, render, cpuMs: (cpu1.cpuMs - cpu0.cpuMs) / RUNS };
}

// ---------------------------------------------------------------- main

// DROP DATABASE … WITH (FORCE) ends the server's change-bus connection if it is still open: expected.
process.on("uncaughtException", (error: Error & { code?: string }) => {
  if (error.code === "57P01") return;
  console.error(error);
  process.exit(1);
});

const started = performance.now();
const loadBefore = loadavg();
const { url, throwaway } = await prepareDatabase();
const raw = new pg.Pool({ connectionString: url, max: 2 });
raw.on("error", () => undefined);
const server = await startServer("PostgreSQL", url);
const http = new HttpPool(`http://127.0.0.1:${server.port}`, {
  connections: BROWSER_CONNECTIONS,
  pipelining: 1,
});
const results: Awaited<ReturnType<typeof benchActor>>[] = [];
let spread: { company: string; n: number }[] = [];
try {
  spread = (
    await raw.query(
      `select c.name as company, count(r.id)::int as n from service_requests r join companies c on c.id = r.company_id
       group by c.name order by n desc`,
    )
  ).rows as { company: string; n: number }[];
  const { rows } = await raw.query(`select company_id from persons where email = $1`, [ACTORS.customer]);
  const companyOf: Record<Actor, number | null> = {
    customer: (rows[0] as { company_id: number }).company_id,
    staff: null,
  };
  for (const actor of Object.keys(ACTORS) as Actor[])
    results.push(await benchActor(actor, http, server, raw, companyOf[actor]));
} finally {
  await http.close();
  await server.stop();
  await raw.end();
  if (throwaway) await dropDatabase(DB_NAME);
}

const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(" / ");
const total = spread.reduce((a, b) => a + b.n, 0);
console.log(
  `\n## Dashboard benchmark — ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(
  `\nPostgreSQL, ${total.toLocaleString("en")} service requests over ${spread.length} companies (${spread.map((s) => `${s.company} ${s.n.toLocaleString("en")}`).join(", ")}); ${RUNS} runs after ${WARMUP} warm-up renders; ${BROWSER_CONNECTIONS} connections; load average (1/5/15 min) ${load(loadBefore)} before, ${load(loadavg())} after`,
);

console.log("\n### Counters at this size (once)\n");
console.log("| actor | counter | filter | answer | isEstimate | exact count(*) | count(*) ms |");
console.log("|---|---|---|---:|:-:|---:|---:|");
for (const c of results.flatMap((r) => r.counters))
  console.log(
    `| ${c.actor} | ${c.counter} | ${c.filter} | ${c.isEstimate ? "~" : ""}${c.count} | ${c.isEstimate ? "yes" : "no"} | ${c.exact ?? "–"} | ${c.exactMs === null ? "–" : ms(c.exactMs)} |`,
  );

console.log(`\n### Per call (ms, ${RUNS} runs each)\n`);
console.log(
  "| actor | call | alone p50 | alone p95 | alone max | in first render p50 | p95 | max | SQL exec ms (statements) |",
);
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  for (const l of r.lines)
    console.log(
      `| ${l.actor} | ${l.call} | ${l.alone ? `${ms(l.alone.p50)} | ${ms(l.alone.p95)} | ${ms(l.alone.max)}` : "– | – | –"} | ${ms(l.inRender.p50)} | ${ms(l.inRender.p95)} | ${ms(l.inRender.max)} | ${l.execMs === null ? "–" : `${l.execMs.toFixed(2)} (${l.statements})`} |`,
    );
  const a = r.lines[0]!.actor;
  console.log(
    `| ${a} | **first render** (all calls) | | | | **${ms(r.render.p50)}** | **${ms(r.render.p95)}** | **${ms(r.render.max)}** | server CPU ${ms(r.cpuMs)} ms/render |`,
  );
}
console.log(`\nwhole run ${((performance.now() - started) / 1000).toFixed(0)} s`);
