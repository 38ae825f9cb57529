import type { AddressInfo } from "node:net";
import {
  LOBBY_SUPERSEDED_EVENT,
  LobbyPath,
  RequestWfPath,
  type TActivityEvent,
  type TLobbyTicketResponse,
  type TSubmitWorkflowResponse,
} from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO } from "../../../test/support/fixtures.js";
import { engines, openTestDatabase, testConfig } from "../../../test/support/harness.js";
import { SseClient } from "../../../test/support/sse-client.js";
import { buildApp, type App } from "../../app.js";
import type { Database } from "../../db/client.js";
import { placesOf, submit } from "../../engine/submissions/submissions.test-support.js";
import { ACTIVITY_TOPIC } from "./lobby-hub.js";
import { LOBBY_STREAMS_PER_PERSON, LOBBY_STREAMS_PER_SESSION } from "./lobby-limits.js";
import { countingEventReads } from "./lobby.test-support.js";

describe.each(engines)("lobby stream caps and the shared read (%s)", (engine) => {
  let database: Database;
  let counted: ReturnType<typeof countingEventReads>;
  let app: App;
  let notices = 0;
  let requestA: number;
  let requestB: number;
  const open: SseClient[] = [];

  const base = () => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function stream(client: TestClient): Promise<SseClient> {
    const res = await client.post(LobbyPath.ticket);
    expect(res.statusCode, res.body).toBe(200);
    const query = new URLSearchParams({ ticket: res.json<TLobbyTicketResponse>().ticket });
    const s = new SseClient(`${base()}${LobbyPath.events}?${query}`);
    open.push(s);
    await s.until(() => s.body.includes("retry:"));
    return s;
  }

  const excerpts = (s: SseClient) =>
    s.events
      .map((e) => JSON.parse(e.data) as TActivityEvent)
      .flatMap((e) => (e.kind === "note" ? [e.summary.excerpt] : []));
  const allSaw = (streams: SseClient[], text: string) =>
    Promise.all(streams.map((s) => s.until(() => excerpts(s).includes(text))));

  async function addNote(client: TestClient, requestId: number, text: string) {
    const res = await client.post(RequestWfPath.addNote, { requestId, text });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function newRequest(client: TestClient, email: string): Promise<number> {
    const { siteId } = await placesOf(database.db, email);
    const res = await submit(client, {
      workflowName: "REQUEST",
      dataModel: { site_id: siteId, problem_code: "MECH_NOISE", priority: "LOW", description: "Caps" },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TSubmitWorkflowResponse>().id;
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    counted = countingEventReads(database);
    app = await buildApp(testConfig(), {
      database: counted.database,
      logger: false,
      rateLimits: { factor: 1000 },
      sessionCacheMs: 0,
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    app.changes.subscribe(ACTIVITY_TOPIC, () => (notices += 1));
    const customer = await signedIn(app, DEMO.customer.email);
    requestA = await newRequest(customer, DEMO.customer.email);
    requestB = await newRequest(await signedIn(app, DEMO.customer2.email), DEMO.customer2.email);
  });
  afterAll(async () => {
    open.forEach((s) => s.close());
    await app?.close();
    await database?.close();
  });

  it("reads each event once for all streams, and hands it only to those whose company may see it", async () => {
    const acme = await signedIn(app, DEMO.customer.email);
    const globex = await signedIn(app, DEMO.customer2.email);
    const staff = await signedIn(app, DEMO.staff.email);
    const acmeStreams = [await stream(acme), await stream(acme), await stream(acme), await stream(acme)];
    const globexStreams = [await stream(globex), await stream(globex), await stream(globex)];
    const staffStreams = [await stream(staff), await stream(staff), await stream(staff)];
    const all = [...acmeStreams, ...globexStreams, ...staffStreams];
    // Every stream is live (its own catching up done) once it has the first note.
    await addNote(acme, requestA, "Warm-up");
    await addNote(globex, requestB, "Warm-up B");
    await allSaw([...acmeStreams, ...staffStreams], "Warm-up");
    await allSaw([...globexStreams, ...staffStreams], "Warm-up B");

    counted.reset();
    notices = 0;
    await addNote(acme, requestA, "Acme's note");
    await allSaw([...acmeStreams, ...staffStreams], "Acme's note");
    await addNote(globex, requestB, "Globex's note");
    await allSaw([...globexStreams, ...staffStreams], "Globex's note");
    await addNote(acme, requestA, "Acme again");
    await allSaw([...acmeStreams, ...staffStreams], "Acme again");
    // One read per notice at most, whatever the number of streams (10 here; each read alone before).
    expect(counted.reads()).toBeGreaterThan(0);
    expect(counted.reads()).toBeLessThanOrEqual(notices);
    expect(counted.reads()).toBeLessThan(all.length);
    // Streams send in commit order: had Globex's note reached Acme's streams, it would be there by now.
    for (const s of acmeStreams) expect(excerpts(s)).toEqual(["Warm-up", "Acme's note", "Acme again"]);
    for (const s of globexStreams) expect(excerpts(s)).toEqual(["Warm-up B", "Globex's note"]);
    for (const s of staffStreams)
      expect(excerpts(s)).toEqual(["Warm-up", "Warm-up B", "Acme's note", "Globex's note", "Acme again"]);
  });

  it(`closes a session's oldest stream when it opens stream ${LOBBY_STREAMS_PER_SESSION + 1}; another session's stays`, async () => {
    const tabs = await signedIn(app, DEMO.customer.email);
    const otherSession = await signedIn(app, DEMO.customer.email);
    const kept = await stream(otherSession);
    const streams: SseClient[] = [];
    for (let i = 0; i < LOBBY_STREAMS_PER_SESSION + 1; i += 1) streams.push(await stream(tabs));
    await streams[0]!.ended;
    // Told why, so its tab pauses instead of reconnecting and closing another tab's in turn.
    expect(streams[0]!.events.map((e) => e.event)).toContain(LOBBY_SUPERSEDED_EVENT);
    await addNote(tabs, requestA, "After the cap");
    await allSaw([kept, ...streams.slice(1)], "After the cap");
    expect(excerpts(streams[0]!)).not.toContain("After the cap");
  });

  it(`closes a person's oldest stream when they open stream ${LOBBY_STREAMS_PER_PERSON + 1}; another person's stays`, async () => {
    const other = await stream(await signedIn(app, DEMO.customer2.email));
    const person = await createPerson(database.db, { roleCode: "STAFF" });
    const sessions: TestClient[] = [];
    const streams: SseClient[] = [];
    for (let i = 0; i < LOBBY_STREAMS_PER_PERSON + 1; i += 1) {
      // A new session before its cap: only the person's cap is reached.
      if (i % (LOBBY_STREAMS_PER_SESSION - 1) === 0)
        sessions.push(await signedIn(app, person.email, person.password));
      streams.push(await stream(sessions.at(-1)!));
    }
    await streams[0]!.ended;
    await addNote(sessions[0]!, requestB, "Person cap");
    await allSaw([other, ...streams.slice(1)], "Person cap");
    expect(excerpts(streams[0]!)).not.toContain("Person cap");
  });
});
