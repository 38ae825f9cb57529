import type { AddressInfo } from "node:net";
import {
  ApiPath,
  BlogPath,
  LobbyPath,
  RequestWfPath,
  type TActivityEvent,
  type TBlogDraft,
  type TErrorResponse,
  type TLobbyTicketResponse,
  type TSubmitWorkflowResponse,
} from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, openTestDatabase, testConfig } from "../../../test/support/harness.js";
import { SseClient } from "../../../test/support/sse-client.js";
import { buildApp, type App } from "../../app.js";
import type { Database } from "../../db/client.js";
import { placesOf, submit } from "../../engine/submissions/submissions.test-support.js";
import { sha256 } from "../../lib/tokens.js";

/*
 * The lobby's live feed on two server instances over one database (PostgreSQL: LISTEN/NOTIFY
 * between them; PGlite: the in-process bus of one embedded database).
 */
describe.each(engines)("lobby live feed, two instances (%s)", (engine) => {
  let database: Database;
  const apps: App[] = [];
  let a: App;
  let b: App;
  let customer: TestClient;
  let customer2: TestClient;
  let requestA: number;
  let requestB: number;
  const open: SseClient[] = [];

  const start = async () => {
    const app = await buildApp(testConfig(), {
      database,
      logger: false,
      rateLimits: { factor: 1000 },
      sessionCacheMs: 0,
      lobby: { heartbeatMs: 200 },
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    apps.push(app);
    return app;
  };
  const base = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function ticketOf(client: TestClient): Promise<string> {
    const res = await client.post(LobbyPath.ticket);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TLobbyTicketResponse>().ticket;
  }

  /** A stream on `app` with a ticket the client got (from instance A: tickets work on any instance). */
  async function stream(
    app: App,
    client: TestClient,
    options: { after?: string; lastEventId?: string } = {},
  ) {
    const query = new URLSearchParams({ ticket: await ticketOf(client) });
    if (options.after) query.set("after", options.after);
    const s = new SseClient(
      `${base(app)}${LobbyPath.events}?${query}`,
      options.lastEventId ? { "last-event-id": options.lastEventId } : {},
    );
    open.push(s);
    // Subscribed once the first line ("retry:") is there.
    await s.until(() => s.body.includes("retry:"));
    return s;
  }

  const notes = (s: SseClient) =>
    s.events.map((e) => JSON.parse(e.data) as TActivityEvent).filter((e) => e.kind === "note");
  const excerpts = (s: SseClient) => notes(s).map((e) => (e.kind === "note" ? e.summary.excerpt : ""));
  const sawNote = (s: SseClient, text: string) => () => excerpts(s).includes(text);

  async function addNote(client: TestClient, requestId: number, text: string): Promise<string> {
    const res = await client.post(RequestWfPath.addNote, { requestId, text });
    expect(res.statusCode, res.body).toBe(200);
    return `note:${res.json<{ id: number }>().id}`;
  }

  async function newRequest(client: TestClient, email: string): Promise<number> {
    const { siteId } = await placesOf(database.db, email);
    const res = await submit(client, {
      workflowName: "REQUEST",
      dataModel: { site_id: siteId, problem_code: "MECH_NOISE", priority: "LOW", description: "Lobby test" },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TSubmitWorkflowResponse>().id;
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    a = await start();
    b = await start();
    customer = await signedIn(a, DEMO.customer.email);
    customer2 = await signedIn(a, DEMO.customer2.email);
    requestA = await newRequest(customer, DEMO.customer.email);
    requestB = await newRequest(customer2, DEMO.customer2.email);
  });
  afterAll(async () => {
    open.forEach((s) => s.close());
    for (const app of apps) await app.close();
    await database?.close();
  });

  it("pushes a note added through instance A to a stream on instance B within 2 s, uncompressed", async () => {
    const query = new URLSearchParams({ ticket: await ticketOf(customer) });
    const s = new SseClient(`${base(b)}${LobbyPath.events}?${query}`, { "accept-encoding": "gzip, br" });
    open.push(s);
    await s.until(() => s.body.includes("retry:"));
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(s.headers["cache-control"]).toMatch(/no-cache/);
    expect(s.headers["x-accel-buffering"]).toBe("no");
    expect(s.headers["content-encoding"]).toBeUndefined();

    const id = await addNote(customer, requestA, "Pushed across instances");
    await s.until(sawNote(s, "Pushed across instances"), 2000);
    const event = notes(s).find((e) => e.id === id)!;
    expect(event.record).toMatchObject({ table: "service_requests", id: requestA });
    expect(s.events.find((e) => e.id === id)?.event).toBe("activity");
  });

  it("never sends a customer another company's events", async () => {
    const mine = await stream(b, customer);
    const theirs = await stream(b, customer2);
    await addNote(customer, requestA, "Acme only");
    await addNote(customer2, requestB, "Globex only");
    await addNote(customer, requestA, "Acme again");
    // Each stream sends in commit order: had Globex's note reached Acme's stream, it would be there by now.
    await mine.until(sawNote(mine, "Acme again"));
    await theirs.until(sawNote(theirs, "Globex only"));
    expect(excerpts(mine)).toEqual(["Acme only", "Acme again"]);
    expect(excerpts(theirs)).toEqual(["Globex only"]);
  });

  it("pushes a blog post published on instance A to a reader's stream on instance B", async () => {
    const reader = await stream(b, customer);
    const staff = await signedIn(a, DEMO.staff.email);
    const saved = await staff.post(BlogPath.saveDraft, { title: "Lobby notice", bodyHtml: "<p>Hello</p>" });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json<TBlogDraft>();
    expect((await staff.post(BlogPath.publish, { id })).statusCode).toBe(200);
    const posts = () => reader.events.filter((e) => e.data.includes('"kind":"blog_post"'));
    await reader.until(() => posts().length > 0, 2000);
    expect(JSON.parse(posts()[0]!.data)).toMatchObject({
      id: `post:${id}`,
      record: { table: "blog_posts", id, number: "Lobby notice" },
    });
  });

  it("replays exactly the missed events after a reconnect with Last-Event-ID, or `after` on a first connect", async () => {
    const first = await stream(b, customer);
    const seen = await addNote(customer, requestA, "Seen before the cut");
    await first.until(sawNote(first, "Seen before the cut"));
    first.close();
    const missed1 = await addNote(customer, requestA, "Missed one");
    await addNote(customer2, requestB, "Other company, while away");
    const missed3 = await addNote(customer, requestA, "Missed two");

    const again = await stream(a, customer, { lastEventId: seen });
    const live = await addNote(customer, requestA, "Live after the replay");
    await again.until(sawNote(again, "Live after the replay"));
    expect(notes(again).map((e) => e.id)).toEqual([missed1, missed3, live]);

    const fresh = await stream(b, customer, { after: missed1 });
    await fresh.until(sawNote(fresh, "Live after the replay"));
    expect(notes(fresh).map((e) => e.id)).toEqual([missed3, live]);
  });

  it("delivers a row written outside the API, even one whose transaction began before the last event sent", async () => {
    const s = await stream(b, customer);
    await addNote(customer, requestA, "The newest so far");
    await s.until(sawNote(s, "The newest so far"));
    // A transaction that started 2 s earlier and commits only now: its instant is older than what was sent.
    await database.db.execute(
      sql`insert into request_notes (request_id, kind, text, created_at)
          values (${requestA}, 'NOTE', 'Committed late', now() - interval '2 seconds')`,
    );
    await s.until(sawNote(s, "Committed late"));
    expect(excerpts(s)).toEqual(["The newest so far", "Committed late"]);
  });

  it("refuses a ticket used twice, an expired one and a bad Last-Event-ID, naming the field", async () => {
    const ticket = await ticketOf(customer);
    const url = `${base(b)}${LobbyPath.events}?ticket=${ticket}`;
    const once = new SseClient(url);
    open.push(once);
    await once.until(() => once.body.includes("retry:"));
    const twice = new SseClient(url);
    await twice.ended;
    expect(twice.status).toBe(401);
    expect(JSON.parse(twice.body) as TErrorResponse).toMatchObject({ details: [{ path: "ticket" }] });

    const stale = await ticketOf(customer);
    await database.db.execute(
      sql`update lobby_tickets set expires_at = now() - interval '1 second' where ticket_hash = ${sha256(stale)}`,
    );
    const late = new SseClient(`${base(a)}${LobbyPath.events}?ticket=${stale}`);
    await late.ended;
    expect(late.status).toBe(401);

    const badId = new SseClient(`${base(a)}${LobbyPath.events}?ticket=${await ticketOf(customer)}`, {
      "last-event-id": "note:1; drop table",
    });
    await badId.ended;
    expect(badId.status).toBe(400);
    expect(JSON.parse(badId.body) as TErrorResponse).toMatchObject({ details: [{ path: "Last-Event-ID" }] });
  });

  it("sends a heartbeat comment on a quiet stream", async () => {
    const s = await stream(b, customer);
    await s.until(() => s.comments.some((c) => c.startsWith(": heartbeat")));
  });

  it("closes the stream when its session logs out, on whichever instance", async () => {
    const leaving = await signedIn(a, DEMO.customer.email);
    const s = await stream(b, leaving);
    const res = await leaving.post(ApiPath.performLogout, { userName: DEMO.customer.userName });
    expect(res.statusCode).toBe(200);
    await s.ended;
    expect((await leaving.post(LobbyPath.ticket)).statusCode).toBe(401);
    // The other session of the same person keeps its stream.
    const stays = await stream(b, customer);
    await addNote(customer, requestA, "Still here");
    await stays.until(sawNote(stays, "Still here"));
  });

  it("ends its streams when the app closes, and the close does not wait on them", async () => {
    const c = await start();
    const s = await stream(c, customer);
    await c.close();
    await s.ended;
    expect(s.status).toBe(200);
  });
});
