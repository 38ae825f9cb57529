// `npm run bench:forum`: the forum's "similar topics" call (GET /api/Forum/similar, issue 13: the
// suggestions while a title is typed, "under 150 ms at 10,000 topics") through the real app over
// HTTP, running in its own process (bench/lib/bench-server.ts, as bench/search), on the demo data
// plus N generated topics with their opening posts. For each engine and caller (the demo customer,
// whose categories are narrowed by audience, and the demo staff user) it types a few titles one
// keystroke-word at a time and calls similar for each prefix, one call at a time, as the page does.
// Prints p50/p95/max per caller and the plan of the topic query (the GIN index on the stored
// search_vector should serve it). Prints tables; asserts nothing.
//
// Env: BENCH_FORUM_TOPICS (10000), BENCH_RUNS (calls per typed prefix, 20), BENCH_ENGINES
// ("PGlite,PostgreSQL"), BENCH_PG_ADMIN (default postgres://postgres@127.0.0.1:5432/postgres; the
// bench creates and drops the database fsm_bench_forum there).
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool as HttpPool } from "undici";
import { loadConfig } from "../../apps/server/src/config.js";
import {
  openPostgres,
  pgliteOptions,
  type Database,
  type Db,
  type EngineName,
} from "../../apps/server/src/db/client.js";
import { runMigrations } from "../../apps/server/src/db/migrate.js";
import { seedDatabase } from "../../apps/server/src/db/seed/index.js";
import { dropDatabase, recreateDatabase } from "../lib/bench-postgres.js";
import { startServer } from "../lib/bench-server.js";
import { signIn, type Session } from "../lib/sign-in.js";

const TOPICS = Number(process.env.BENCH_FORUM_TOPICS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ENGINES = (process.env.BENCH_ENGINES ?? "PGlite,PostgreSQL").split(",") as EngineName[];
const DB_NAME = "fsm_bench_forum";
const ACTORS = { customer: "customer@demo.test", staff: "staff@demo.test" } as const;

/** What people type: each prefix of whole words is one call (the page asks as the title grows). */
const TYPED = [
  "Pump P-200 shows error E-204",
  "compressor noisy after the service visit",
  "how do I add a colleague",
  "heater tape cold on the north wall",
  "quarterly inspection schedule",
];
const prefixes = TYPED.flatMap((title) => {
  const words = title.split(" ");
  return words.map((_, i) => words.slice(0, i + 1).join(" "));
});

type Stats = { p50: number; p95: number; max: number; n: number };
function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: pct(50), p95: pct(95), max: sorted.at(-1)!, n: sorted.length };
}
const ms = (n: number) => n.toFixed(1).padStart(7);

/** N topics over the two demo categories and an Acme-only one, each with an opening post. */
async function fillTopics(db: Db, n: number): Promise<void> {
  await db.execute(sql`insert into forum_categories (title, description, position, audience_all, audience_companies)
    select 'Acme plant team', 'Acme only', 3, false, array[id] from companies where email_domain = 'acme-corp.test'`);
  await db.execute(sql`
    with words as (
      select array['Pump','Compressor','Chiller','Boiler','Valve','Heater','Filter','Fan','Belt','Sensor',
        'Controller','Display','Motor','Bearing','Seal','Panel','Relay','Thermostat','Actuator','Drive'] as a,
        array['shows error','stops after restart','is noisy','leaks at night','trips the breaker','runs hot',
        'will not start','vibrates','loses pressure','reports a fault','needs a new part','makes a clicking sound'] as b,
        array['in Plant North','after the service visit','on cold mornings','since the update','every few hours',
        'under full load','at start-up','in the basement','on the roof','during the night shift'] as c
    ),
    cats as (select array_agg(id order by id) as ids from forum_categories),
    author as (select id from persons where email = 'customer@demo.test')
    insert into forum_topics (category_id, title, author_person_id, search_text, created_at, last_activity_at, last_person_id)
    select cats.ids[1 + i % array_length(cats.ids, 1)],
      w.a[1 + i % 20] || ' ' || w.b[1 + (i / 20) % 12] || ' ' || w.c[1 + (i / 240) % 10] || ' #' || i,
      author.id,
      w.a[1 + i % 20] || ' ' || w.b[1 + (i / 20) % 12] || ' ' || w.c[1 + (i / 240) % 10] || ' #' || i
        || ' We noticed it ' || w.c[1 + (i / 7) % 10] || ' and the ' || lower(w.a[1 + (i / 3) % 20])
        || ' ' || w.b[1 + i % 12] || '. What should we check first?',
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, author.id
    from generate_series(1, ${n}) as s(i), words w, cats, author`);
  await db.execute(sql`insert into forum_posts (topic_id, opening, author_person_id, body_html, created_at)
    select t.id, true, t.author_person_id, '<p>' || substr(t.search_text, length(t.title) + 2) || '</p>', t.created_at
    from forum_topics t where not exists (select 1 from forum_posts p where p.topic_id = t.id)`);
  await db.execute(sql`analyze forum_topics`);
  await db.execute(sql`analyze forum_posts`);
}

async function similar(http: HttpPool, s: Session, title: string): Promise<number> {
  const { "content-type": _json, ...headers } = s.headers;
  const t0 = performance.now();
  const res = await http.request({
    path: `/api/Forum/similar?${new URLSearchParams({ title })}`,
    method: "GET",
    headers,
  });
  const text = await res.body.text();
  const elapsed = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`similar ${title}: ${res.statusCode} ${text.slice(0, 200)}`);
  return elapsed;
}

async function benchEngine(engine: EngineName): Promise<void> {
  const t0 = performance.now();
  let database: Database;
  let target: string;
  let cleanup: () => Promise<void>;
  if (engine === "PostgreSQL") {
    target = await recreateDatabase(DB_NAME);
    database = openPostgres(target);
    cleanup = () => dropDatabase(DB_NAME);
  } else {
    target = mkdtempSync(join(tmpdir(), "fsm-bench-forum-"));
    const client = await PGlite.create(target, pgliteOptions);
    database = {
      db: drizzlePglite({ client }) as unknown as Db,
      engine,
      isNew: true,
      close: () => client.close(),
    };
    cleanup = async () => rmSync(target, { recursive: true, force: true });
  }
  await runMigrations(database, loadConfig({}).migrationsDir);
  await seedDatabase(database, "always");
  await fillTopics(database.db, TOPICS);
  // A common pair (a quarter of the topics: a scan is the cheaper plan) and a rare word (the index).
  const plans: string[] = [];
  for (const typed of ["pump error", "junction box"]) {
    const plan = (await database.db.execute(sql`explain select t.id from forum_topics t
        where t.search_vector @@ replace(plainto_tsquery('english', ${typed})::text, '&', '|')::tsquery
        and t.deleted_at is null and t.state = 'visible'`)) as unknown as { rows: Record<string, string>[] };
    plans.push(`  plan "${typed}": ${plan.rows.map((r) => Object.values(r)[0]!.trim()).join(" | ")}`);
  }
  await database.close();
  console.log(
    `\n[${engine}] migrated, seeded, ${TOPICS.toLocaleString("en")} topics generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  for (const line of plans) console.log(line);

  const server = await startServer(engine, target);
  const http = new HttpPool(`http://127.0.0.1:${server.port}`, { connections: 1, pipelining: 1 });
  try {
    console.log(
      `  ${"caller".padEnd(10)} ${"calls".padStart(6)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"max ms".padStart(7)}`,
    );
    for (const [actor, email] of Object.entries(ACTORS)) {
      const session = await signIn(http, email);
      for (const p of prefixes) await similar(http, session, p); // warm-up: JIT, buffer cache
      const times: number[] = [];
      for (let r = 0; r < RUNS; r += 1) for (const p of prefixes) times.push(await similar(http, session, p));
      const s = stats(times);
      console.log(`  ${actor.padEnd(10)} ${String(s.n).padStart(6)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.max)}`);
    }
  } finally {
    await http.close();
    await server.stop();
    await cleanup();
  }
}

console.log(
  `bench:forum: GET /api/Forum/similar, ${prefixes.length} typed prefixes × ${RUNS} runs per caller, one call at a time` +
    ` (${cpus().length} CPUs, ${(totalmem() / 2 ** 30).toFixed(0)} GiB)`,
);
for (const engine of ENGINES) await benchEngine(engine);
