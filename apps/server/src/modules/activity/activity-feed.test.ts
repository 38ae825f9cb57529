import {
  ApiPath,
  RequestWfPath,
  type TActivityEvent,
  type TActivityFeedResponse,
  type TErrorResponse,
  type TSubmitWorkflowResponse,
} from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import { placesOf, submit } from "../../engine/submissions/submissions.test-support.js";

/** Later than anything the seed holds, so these events open the feed; .123456 tests microseconds. */
const T = "2030-01-01T00:00:00.123456Z";
const T_PLUS_1US = "2030-01-01T00:00:00.123457Z";

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe.each(engines)("dataview updateactvityfeed (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let staff: TestClient;
  let companyA: number;
  let requestId: number;
  let requestNumber: string;
  const ids: Record<string, number> = {};

  const feed = (client: TestClient, query = "") => client.get(`${ApiPath.activityFeed}${query}`);

  /** Every page of the caller's feed, following nextCursor. */
  async function allEvents(client: TestClient, limit: number): Promise<TActivityEvent[]> {
    const out: TActivityEvent[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 1000; pages++) {
      const query: string = `?limit=${limit}${before ? `&before=${before}` : ""}`;
      const res = await feed(client, query);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<TActivityFeedResponse>();
      expect(page.events.length).toBeLessThanOrEqual(limit);
      out.push(...page.events);
      if (!page.nextCursor) return out;
      before = page.nextCursor;
    }
    throw new Error("the feed never ended");
  }

  /**
   * What the feed must hold, derived here on its own terms: every request and RMA is created, every
   * history entry is a status change (a status code) or a note — except a request's first status
   * (the initial NEW its creation writes). By company, so scope can be checked.
   */
  /**
   * The events of requests and RMAs (blog posts and forum replies have their audience rules:
   * blog-activity.test.ts, forum-activity.test.ts).
   */
  const recordEventIds = (events: TActivityEvent[]) =>
    events
      .filter((e) => e.record.table !== "blog_posts" && e.record.table !== "forum_topics")
      .map((e) => e.id);

  async function expectedIds(where: { company?: number; rma: boolean }): Promise<string[]> {
    const company = (alias: string) =>
      where.company === undefined ? sql`true` : sql`${sql.raw(alias)}.company_id = ${where.company}`;
    const rows = await rowsOf(
      t.db,
      sql`select 'request:' || r.id as id from service_requests r where ${company("r")}
          union all
          select case when n.kind = 'STATUS' and s.code is not null then 'status:' else 'note:' end || n.id
          from request_notes n join service_requests r on r.id = n.request_id
            left join request_statuses s on s.code = n.text
          where ${company("r")} and not (n.kind = 'STATUS' and n.text = 'NEW' and not exists (
            select 1 from request_notes e where e.request_id = n.request_id and e.kind = 'STATUS'
              and (e.created_at, e.id) < (n.created_at, n.id)))
          ${where.rma ? sql`union all select 'rma:' || r.id from rmas r where ${company("r")}` : sql``}`,
    );
    return rows.map((r) => String(r.id)).sort();
  }

  const recordCompanies = async (events: TActivityEvent[], table: string) => {
    const recordIds = [...new Set(events.filter((e) => e.record.table === table).map((e) => e.record.id))];
    if (!recordIds.length) return [];
    const rows = await rowsOf(
      t.db,
      sql`select distinct company_id from ${sql.identifier(table)} where id in (${sql.join(
        recordIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return rows.map((r) => Number(r.company_id));
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    customer2 = await signedIn(t.app, DEMO.customer2.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    const { siteId, companyId } = await placesOf(t.db, DEMO.customer.email);
    companyA = companyId;
    const res = await submit(customer, {
      workflowName: "REQUEST",
      dataModel: {
        site_id: siteId,
        problem_code: "MECH_NOISE",
        priority: "LOW",
        description: "Rattle at night",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    requestId = res.json<TSubmitWorkflowResponse>().id;
    const [head] = await rowsOf(
      t.db,
      sql`select request_number from service_requests where id = ${requestId}`,
    );
    requestNumber = String(head!.request_number);
    // Events at one instant (and one a microsecond later): the cursor must neither skip nor repeat them.
    const [sam] = await rowsOf(t.db, sql`select id from persons where email = ${DEMO.staff.email}`);
    await t.db.execute(
      sql`update service_requests set created_at = ${T}::timestamptz where id = ${requestId}`,
    );
    const insert = async (kind: string, text: string, at: string) => {
      const [row] = await rowsOf(
        t.db,
        sql`insert into request_notes (request_id, kind, text, author_person_id, created_at)
            values (${requestId}, ${kind}, ${text}, ${sam!.id}, ${at}::timestamptz) returning id`,
      );
      return Number(row!.id);
    };
    ids.assigned = await insert("STATUS", "ASSIGNED", T);
    ids.noteA = await insert("NOTE", "First of two notes at the same instant", T);
    ids.noteB = await insert("VISIT", "Second of two notes at the same instant", T);
    ids.later = await insert("NOTE", "A microsecond later", T_PLUS_1US);
  });
  afterAll(async () => t?.close());

  it("opens with the newest events; at one instant the tie is broken the same way on every page", async () => {
    const res = await feed(staff, "?limit=5");
    expect(res.statusCode, res.body).toBe(200);
    const { events, nextCursor } = res.json<TActivityFeedResponse>();
    expect(events.map((e) => e.id)).toEqual([
      `note:${ids.later}`,
      `note:${ids.noteB}`,
      `note:${ids.noteA}`,
      `status:${ids.assigned}`,
      `request:${requestId}`,
    ]);
    expect(nextCursor).toEqual(expect.any(String));
    expect(events[0]!.occurred_at).toBe("2030-01-01T00:00:00.123Z");
    const record = { table: "service_requests", id: requestId, number: requestNumber };
    expect(events[3]).toEqual({
      id: `status:${ids.assigned}`,
      kind: "status_change",
      occurred_at: "2030-01-01T00:00:00.123Z",
      record,
      summary: {
        actor: "Sam Staff",
        from: { code: "NEW", name: "status_new" },
        to: { code: "ASSIGNED", name: "status_assigned" },
      },
    });
    expect(events[1]).toMatchObject({
      kind: "note",
      record,
      summary: { actor: "Sam Staff", noteKind: "VISIT", excerpt: "Second of two notes at the same instant" },
    });
    expect(events[4]).toMatchObject({
      kind: "request_created",
      record,
      summary: { actor: "Casey Customer", excerpt: "Rattle at night" },
    });
    // One at a time through the same five: the cursor keeps the microsecond and the tie order.
    const oneByOne: string[] = [];
    let before = "";
    for (let i = 0; i < 5; i++) {
      const page = (await feed(staff, `?limit=1${before}`)).json<TActivityFeedResponse>();
      oneByOne.push(page.events[0]!.id);
      before = `&before=${page.nextCursor}`;
    }
    expect(oneByOne).toEqual(events.map((e) => e.id));
  });

  it("puts a note added now before older events, with its author's name", async () => {
    const added = await customer.post(RequestWfPath.addNote, { requestId, text: "Any news?" });
    expect(added.statusCode, added.body).toBe(200);
    const { events } = (await feed(customer, "?limit=10")).json<TActivityFeedResponse>();
    const at = events.map((e) => Date.parse(e.occurred_at));
    expect(at).toEqual([...at].sort((a, b) => b - a));
    const note = events.find((e) => e.kind === "note" && e.summary.excerpt === "Any news?");
    expect(note).toMatchObject({ summary: { actor: "Casey Customer", noteKind: "NOTE" } });
    // Newest first: after the future-dated events of the set-up, before everything of the seed.
    expect(events.indexOf(note!)).toBe(5);
  });

  it("pages through the whole feed for staff: every event of every company exactly once, newest first", async () => {
    const events = await allEvents(staff, 100);
    const got = events.map((e) => e.id);
    expect(new Set(got).size).toBe(got.length);
    expect(recordEventIds(events).sort()).toEqual(await expectedIds({ rma: true }));
    const at = events.map((e) => Date.parse(e.occurred_at));
    expect(at.every((v, i) => i === 0 || at[i - 1]! >= v)).toBe(true);
    expect((await recordCompanies(events, "service_requests")).length).toBe(2);
    expect((await recordCompanies(events, "rmas")).length).toBe(2);
  });

  it("shows a customer only its company's events, RMAs included when its flags open them", async () => {
    const events = await allEvents(customer, 100);
    expect(recordEventIds(events).sort()).toEqual(await expectedIds({ company: companyA, rma: true }));
    expect(events.some((e) => e.kind === "rma_created")).toBe(true);
    expect(await recordCompanies(events, "service_requests")).toEqual([companyA]);
    expect(await recordCompanies(events, "rmas")).toEqual([companyA]);
  });

  it("hides RMA events from a user without RMA access, though its company has RMAs", async () => {
    const [b] = await rowsOf(t.db, sql`select company_id from persons where email = ${DEMO.customer2.email}`);
    const companyB = Number(b!.company_id);
    expect(companyB).not.toBe(companyA);
    const [rmas] = await rowsOf(
      t.db,
      sql`select count(*)::int as n from rmas where company_id = ${companyB}`,
    );
    expect(Number(rmas!.n)).toBeGreaterThan(0);
    const events = await allEvents(customer2, 100);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((e) => e.record.table === "rmas")).toEqual([]);
    expect(recordEventIds(events).sort()).toEqual(await expectedIds({ company: companyB, rma: false }));
    expect(await recordCompanies(events, "service_requests")).toEqual([companyB]);
  });

  it.each([
    ["limit", "?limit=0"],
    ["limit", "?limit=101"],
    ["limit", "?limit=ten"],
    ["limit", "?limit=1.5"],
    ["before", "?before="],
    ["before", "?before=not-a-cursor!"],
    ["before", `?before=${cursorOf({ t: "2030-02-30T00:00:00.000000Z", s: "note", i: 1 })}`],
    ["before", `?before=${cursorOf({ t: "2030-01-01T00:00:00Z", s: "note", i: 1 })}`],
    ["before", `?before=${cursorOf({ t: T, s: "nonsense", i: 1 })}`],
    ["before", `?before=${cursorOf({ t: T, s: "note", i: -1 })}`],
    ["before", `?before=${cursorOf({ t: T, s: "note", i: 2 ** 31 })}`],
    ["before", `?before=${cursorOf([T, "note", 1])}`],
  ])("refuses a bad %s with 400 naming it (%s)", async (field, query) => {
    const res = await feed(staff, query);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<TErrorResponse>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.[0]?.path).toBe(field);
    // A cursor that is no cursor is refused with the catalogue's words (the web translates them).
    if (field === "before" && query !== "?before=")
      expect(body.details?.[0]?.messageKey).toBe("error_bad_feed_cursor");
  });

  it("needs a session", async () => {
    const anonymous = await new TestClient(t.app).init();
    expect((await feed(anonymous)).statusCode).toBe(401);
  });
});
