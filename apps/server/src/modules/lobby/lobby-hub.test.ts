import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedIn } from "../../../test/support/client.js";
import { DEMO, sessionOf } from "../../../test/support/fixtures.js";
import { startTestApp, type TestApp } from "../../../test/support/harness.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { SESSIONS_TOPIC } from "../../platform/sessions/session-revocations.js";
import { LobbyHub } from "./lobby-hub.js";
import type { LobbyStream } from "./lobby-stream.js";

/** A stream as the hub sees it: whose session it serves (a staff member's), and whether the hub closed it. */
function streamOf(sessionId: number) {
  const actor: Actor = {
    sessionId,
    personId: sessionId,
    userName: "STAFF",
    email: "staff@example.test",
    roleCode: "STAFF",
    scope: "all",
    companyId: null,
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

describe("the lobby hub's session check", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("PGlite");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("closes a stream whose session is gone, never one opened while the check runs", async () => {
    const sessionIdOf = async (userName: string) =>
      (await sessionOf(t.db, (await signedIn(t.app, userName)).authHeader!)).id;
    const liveSession = await sessionIdOf(DEMO.customer.userName);
    const otherLiveSession = await sessionIdOf(DEMO.customer2.userName);
    // The hub on the real database, its session notices raised by the test.
    const notices = new Map<string, () => void>();
    const app = {
      db: t.app.db,
      log: t.app.log,
      changes: { subscribe: (topic: string, listener: () => void) => void notices.set(topic, listener) },
      addHook: () => undefined,
    } as unknown as FastifyInstance;
    const hub = new LobbyHub(app, 3_600_000);

    const ended = streamOf(liveSession + 1000);
    const kept = streamOf(liveSession);
    hub.add(ended as unknown as LobbyStream);
    hub.add(kept as unknown as LobbyStream);
    notices.get(SESSIONS_TOPIC)!(); // a logout somewhere: the hub asks which sessions are still open
    const fresh = streamOf(otherLiveSession); // another user's tab opens its stream before the answer
    hub.add(fresh as unknown as LobbyStream);

    await vi.waitFor(() => expect(ended.closed).toBe(true));
    expect(kept.closed).toBe(false);
    expect(fresh.closed).toBe(false);
  });
});
