import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedIn } from "../../../test/support/client.js";
import { DEMO, sessionOf } from "../../../test/support/fixtures.js";
import { startTestApp, type TestApp } from "../../../test/support/harness.js";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { SESSIONS_TOPIC } from "../../platform/sessions/session-revocations.js";
import { ACTIVITY_TOPIC, LobbyHub } from "./lobby-hub.js";
import { LOBBY_VIEWERS_PER_READ } from "./lobby-limits.js";
import { countingEventReads } from "./lobby.test-support.js";
import type { LobbyStream } from "./lobby-stream.js";

/**
 * A stream as the hub sees it: whose session it serves (a staff member's, or a customer's of
 * `companyId`), what the hub hands it, and whether the hub closed it.
 */
function streamOf(sessionId: number, companyId: number | null = null) {
  const actor: Actor = {
    sessionId,
    personId: sessionId,
    userName: "USER",
    email: "user@example.test",
    roleCode: companyId === null ? "STAFF" : "CUSTOMER",
    scope: companyId === null ? "all" : "company",
    companyId,
    access: { request: true, rma: true, blog: true, group: true, studio: false, blogEdit: false },
    remember: false,
  };
  const stream = {
    actor,
    closed: false,
    close: vi.fn(),
    heartbeat: vi.fn(),
    deliver: vi.fn(),
    forget: vi.fn(),
  };
  stream.close.mockImplementation(() => (stream.closed = true));
  return stream;
}

/** The hub on the real database, its change-bus notices raised by the test. */
function hubOn(db: Db, log: FastifyInstance["log"]) {
  const notices = new Map<string, () => void>();
  const app = {
    db,
    log,
    changes: { subscribe: (topic: string, listener: () => void) => void notices.set(topic, listener) },
    addHook: () => undefined,
  } as unknown as FastifyInstance;
  return { hub: new LobbyHub(app, 3_600_000), notify: (topic: string) => notices.get(topic)!() };
}

describe("the lobby hub", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("PGlite");
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`serves more than ${LOBBY_VIEWERS_PER_READ} viewer kinds with one read per ${LOBBY_VIEWERS_PER_READ}, each company its own events`, async () => {
    const counted = countingEventReads(t.database);
    const { hub, notify } = hubOn(counted.database.db, t.app.log);
    const [request] = await rowsOf(
      t.db,
      sql`select r.id, r.company_id from service_requests r join persons p on p.company_id = r.company_id
          where p.email = ${DEMO.customer.email} order by r.id limit 1`,
    );
    const companyA = Number(request!.company_id);
    // One customer of company A, one of each of many other companies, one staff member.
    const mine = streamOf(1, companyA);
    const others = Array.from({ length: LOBBY_VIEWERS_PER_READ }, (_, i) => streamOf(100 + i, 1_000_000 + i));
    const staff = streamOf(2);
    for (const s of [mine, ...others, staff]) hub.add(s as unknown as LobbyStream);

    await t.db.execute(
      sql`insert into request_notes (request_id, kind, text, created_at) values (${request!.id}, 'NOTE', 'Kinds', now())`,
    );
    counted.reset();
    notify(ACTIVITY_TOPIC);
    const excerpt = (call: unknown[]) => (call[0] as { summary: { excerpt?: string } }).summary.excerpt;
    await vi.waitFor(() => {
      expect(mine.deliver.mock.calls.map(excerpt)).toEqual(["Kinds"]);
      expect(staff.deliver.mock.calls.map(excerpt)).toEqual(["Kinds"]);
    });
    // 202 kinds: two shared reads, not one per stream.
    expect(counted.reads()).toBe(Math.ceil((others.length + 2) / LOBBY_VIEWERS_PER_READ));
    for (const s of others) expect(s.deliver).not.toHaveBeenCalled();
  });

  it("closes a stream whose session is gone, never one opened while the check runs", async () => {
    const sessionIdOf = async (userName: string) =>
      (await sessionOf(t.db, (await signedIn(t.app, userName)).authHeader!)).id;
    const liveSession = await sessionIdOf(DEMO.customer.userName);
    const otherLiveSession = await sessionIdOf(DEMO.customer2.userName);
    const { hub, notify } = hubOn(t.app.db, t.app.log);

    const ended = streamOf(liveSession + 1000);
    const kept = streamOf(liveSession);
    hub.add(ended as unknown as LobbyStream);
    hub.add(kept as unknown as LobbyStream);
    notify(SESSIONS_TOPIC); // a logout somewhere: the hub asks which sessions are still open
    const fresh = streamOf(otherLiveSession); // another user's tab opens its stream before the answer
    hub.add(fresh as unknown as LobbyStream);

    await vi.waitFor(() => expect(ended.closed).toBe(true));
    expect(kept.closed).toBe(false);
    expect(fresh.closed).toBe(false);
  });
});
