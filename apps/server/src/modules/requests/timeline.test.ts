import { randomUUID } from "node:crypto";
import {
  ErrorCode,
  RequestWfPath,
  type TErrorResponse,
  type TSubmitWorkflowResponse,
  type TTimelineNote,
  type TTimelineResponse,
} from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { appParams } from "../../db/schema.js";
import { placesOf, submit, uploadFile } from "../../engine/submissions/submissions.test-support.js";

describe.each(engines)("requestwf timeline and addnote (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let staff: TestClient;
  let requestId: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    customer2 = await signedIn(t.app, DEMO.customer2.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    const { siteId } = await placesOf(t.db, DEMO.customer.email);
    const res = await submit(customer, {
      workflowName: "REQUEST",
      dataModel: { site_id: siteId, problem_code: "MECH_NOISE", priority: "LOW", description: "Rattle" },
    });
    requestId = res.json<TSubmitWorkflowResponse>().id;
  });
  afterAll(async () => t?.close());

  const timeline = (client: TestClient, id = requestId) =>
    client.get(`${RequestWfPath.timeline}?requestId=${id}`);
  const addNote = (client: TestClient, body: Record<string, unknown>) =>
    client.post(RequestWfPath.addNote, { requestId, ...body });

  it("shows a new request's first status and no notes; a note with a file comes last", async () => {
    const first = (await timeline(customer)).json<TTimelineResponse>();
    expect(first.statuses).toEqual([{ status: "NEW", at: expect.any(String), by: expect.any(String) }]);
    expect(first.notes).toEqual([]);
    expect(first.canAddNote).toBe(true);

    const file = await uploadFile(customer, "noise.png");
    const added = await addNote(customer, { text: "It got louder", attachmentIds: [file] });
    expect(added.statusCode, added.body).toBe(200);
    const note = added.json<TTimelineNote>();
    expect(note).toMatchObject({ text: "It got louder", attachments: [{ name: "noise.png" }] });
    expect(await addNote(staff, { text: "Technician booked" })).toHaveProperty("statusCode", 200);

    const after = (await timeline(customer)).json<TTimelineResponse>();
    expect(after.notes.map((n) => n.text)).toEqual(["It got louder", "Technician booked"]);
    expect(after.notes[0]).toEqual(note);
    // The note's file downloads for the same customer (row scope through the request).
    const download = await customer.get(`/api/attachments/download?id=${note.attachments[0]!.id}`);
    expect(download.statusCode).toBe(200);
  });

  it("answers 404 to a customer of another company, for the timeline and for a note", async () => {
    expect((await timeline(customer2)).statusCode).toBe(404);
    const res = await addNote(customer2, { text: "Not mine" });
    expect(res.statusCode).toBe(404);
    expect((await timeline(staff)).statusCode).toBe(200);
  });

  it("names invalid input: empty text, a missing request id, someone else's upload", async () => {
    const empty = await addNote(customer, { text: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<TErrorResponse>().details?.[0]?.path).toBe("text");
    expect((await customer.get(RequestWfPath.timeline)).statusCode).toBe(400);
    const foreign = await uploadFile(customer2);
    const res = await addNote(customer, { text: "with their file", attachmentIds: [foreign] });
    expect(res.statusCode).toBe(400);
    expect(res.json<TErrorResponse>().details?.[0]?.path).toBe("attachmentIds[0]");
    const texts = (await timeline(customer)).json<TTimelineResponse>().notes.map((n) => n.text);
    expect(texts).not.toContain("with their file");
  });

  it("lets a customer add notes even when canEditRequest is off (notes are not edits)", async () => {
    const off = await t.db
      .update(appParams)
      .set({ value: "false" })
      .where(sql`name = 'canEditRequest'`)
      .returning();
    expect(off).toHaveLength(1);
    try {
      expect((await addNote(customer, { text: "Still here" })).statusCode).toBe(200);
    } finally {
      await t.db
        .update(appParams)
        .set({ value: "true" })
        .where(sql`name = 'canEditRequest'`);
    }
  });

  it("stores a note sent twice at once with the same key once, and answers both with it", async () => {
    const idempotencyKey = randomUUID();
    const body = { text: "Sent twice by a double click", idempotencyKey };
    const [a, b] = await Promise.all([addNote(customer, body), addNote(customer, body)]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json<TTimelineNote>().id).toBe(b.json<TTimelineNote>().id);
    // A retry later answers the same note too; the same key with another text is refused.
    expect((await addNote(customer, body)).json<TTimelineNote>().id).toBe(a.json<TTimelineNote>().id);
    const other = await addNote(customer, { text: "Something else", idempotencyKey });
    expect(other.statusCode).toBe(409);
    expect(other.json<TErrorResponse>().code).toBe(ErrorCode.IdempotencyConflict);
    const notes = (await timeline(customer)).json<TTimelineResponse>().notes;
    expect(notes.filter((n) => n.text === body.text)).toHaveLength(1);
    expect(notes.some((n) => n.text === "Something else")).toBe(false);
    // Another note, with its own key, is a new note.
    expect((await addNote(customer, { ...body, idempotencyKey: randomUUID() })).statusCode).toBe(200);
    const again = (await timeline(customer)).json<TTimelineResponse>().notes;
    expect(again.filter((n) => n.text === body.text)).toHaveLength(2);
  });

  it("refuses a note on a closed request with 409 and says canAddNote is false", async () => {
    await t.db.execute(sql`update service_requests set status = 'CLOSED' where id = ${requestId}`);
    const res = await addNote(customer, { text: "Too late" });
    expect(res.statusCode).toBe(409);
    expect(res.json<TErrorResponse>().message).toMatch(
      /^Request SR-\d{6} is closed; notes can only be added to open requests/,
    );
    expect((await timeline(customer)).json<TTimelineResponse>().canAddNote).toBe(false);
  });

  it("needs a session", async () => {
    const anonymous = await new TestClient(t.app).init();
    expect((await timeline(anonymous)).statusCode).toBe(401);
  });
});
