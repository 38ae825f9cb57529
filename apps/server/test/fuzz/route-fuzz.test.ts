import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TestClient, signedIn } from "../support/client.js";
import { DEMO } from "../support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../support/harness.js";
import { requestsFor, type FuzzRequest, type Role } from "./fuzz-request.js";
import { routesOf } from "./openapi-routes.js";
import { changedTables, checkedTables, tableChecksums, writeMark } from "./table-checksums.js";
import { vocabularyOf } from "./vocabulary.js";

/*
 * The route fuzzer (ARCHITECTURE §6): every route of the published OpenAPI document gets
 * FUZZ_RUNS generated requests (missing, extra and wrong-typed fields, huge and control-character
 * text, boundary numbers, wrong content types, broken multipart) from each kind of caller. No
 * answer may be a 5xx, every 4xx is `{ code, message }`, and a refused request changes no row.
 * FUZZ_SEED replays a run (the seed is printed at the start), FUZZ_ROUTE narrows it to matching
 * routes, FUZZ_RUNS changes the count, FUZZ_VERBOSE=1 prints what each route answered.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** FUZZ_ROUTE narrows a replay to the routes whose "METHOD /path" contains it. */
const ONLY = process.env.FUZZ_ROUTE ?? "";
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

type Failure = { route: string; status: number; why: string; request: FuzzRequest; body: string };

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 0);

describe.each(engines)("route fuzzer on %s", (engine) => {
  let t: TestApp;
  const clients = new Map<Role, TestClient>();
  const accounts: Partial<Record<Role, string>> = {
    customer: DEMO.customer.email,
    otherCustomer: DEMO.customer2.email,
    designer: DEMO.designer.email,
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    clients.set("anonymous", await new TestClient(t.app).init());
    for (const [role, email] of Object.entries(accounts))
      clients.set(role as Role, await signedIn(t.app, email));
  });
  afterAll(async () => t?.close());

  test(`${RUNS} requests per route and method: no 5xx, 4xx as { code, message }, nothing changed by a refusal`, async () => {
    console.log(
      `route fuzzer on ${engine}: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} runs per route`,
    );
    // The document is for studio users only: read as the designer.
    const document = (await clients.get("designer")!.get("/api/docs/json")).json();
    const routes = routesOf(document);
    expect(routes.length).toBeGreaterThan(70);
    const chosen = routes.filter((r) => `${r.method} ${r.path}`.includes(ONLY));
    const vocab = await vocabularyOf(t.db);
    const tables = await checkedTables(t.db);
    const failures: Failure[] = [];
    const tally: string[] = [];
    let sums = await tableChecksums(t.db, tables);
    let mark = await writeMark(t.db);

    for (const route of chosen) {
      const name = `${route.method} ${route.path}`;
      const requests = fc.sample(requestsFor(route, vocab), { numRuns: RUNS, seed: SEED ^ hash(name) });
      const seen = { ok: 0, refused: 0, failed: 0 };
      const codes = new Map<string, number>();
      for (const request of requests) {
        const res = await send(request);
        const moved = await writeMark(t.db);
        const after = moved === mark ? sums : await tableChecksums(t.db, tables);
        mark = moved;
        if (process.env.FUZZ_DEBUG)
          console.log(
            request.role,
            request.method,
            request.url.slice(0, 150),
            request.shape.slice(0, 150),
            "→",
            res.statusCode,
            res.body.slice(0, 150),
          );
        const fail = (why: string) =>
          failures.push({ route: name, status: res.statusCode, why, request, body: res.body.slice(0, 300) });
        if (res.statusCode >= 500) fail("server error");
        else if (res.statusCode >= 400) {
          const body = safeJson(res.body) as { code?: unknown; message?: unknown } | null;
          if (typeof body?.code !== "string" || typeof body.message !== "string")
            fail("4xx without { code, message }");
          const key = `${res.statusCode} ${String(body?.message ?? "").slice(0, 50)}`;
          codes.set(key, (codes.get(key) ?? 0) + 1);
          const changed = changedTables(sums, after);
          if (changed.length) fail(`refused, yet changed ${changed.join(", ")}`);
        }
        seen[res.statusCode >= 500 ? "failed" : res.statusCode >= 400 ? "refused" : "ok"]++;
        sums = after;
      }
      tally.push(
        `${name.padEnd(58)} ${String(seen.ok).padStart(4)} ok ${String(seen.refused).padStart(4)} refused ${seen.failed} failed  ${[
          ...codes,
        ]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 2)
          .map(([k, n]) => `${n}× ${k}`)
          .join(" | ")}`,
      );
    }
    // Per route: how many requests got through and the commonest refusals (FUZZ_VERBOSE=1), which
    // shows whether the generator still reaches the handlers after a contract change.
    if (process.env.FUZZ_VERBOSE) console.log(tally.join("\n"));
    console.log(
      `route fuzzer on ${engine}: ${chosen.length} routes × ${RUNS} requests, ${failures.length} failures`,
    );
    const report = failures
      .slice(0, 40)
      .map(
        (f) =>
          `${f.route} → ${f.status} (${f.why}) as ${f.request.role}: ${f.request.method} ${f.request.url.slice(0, 200)} [${f.request.shape.slice(0, 300)}] ⇒ ${f.body}`,
      );
    expect(report, `seed ${SEED}: ${failures.length} failures`).toEqual([]);
  }, 3_600_000);

  async function send(request: FuzzRequest) {
    const client = clients.get(request.role)!;
    const res = await client.request(request.method, request.url, request.body, {
      headers: request.headers,
      xsrf: request.xsrf,
    });
    // A request that ended the session (performlogout) must not turn the rest of the run anonymous.
    if (res.statusCode === 401 && request.role !== "anonymous")
      clients.set(request.role, await signedIn(t.app, accounts[request.role]!));
    return res;
  }
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
