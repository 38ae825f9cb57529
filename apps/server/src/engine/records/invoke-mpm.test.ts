import { MetadataPath, RequestWfPath, type TErrorResponse } from "@fsm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../test/support/client.js";
import { startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { appParams } from "../../db/schema.js";
import { rowsOf } from "../search/search.repository.js";
import { firstId, loadForm } from "./records.test-support.js";

describe.each(engines)("invokempm (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  beforeAll(async () => {
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
  });
  afterAll(async () => t?.close());

  /** An open request of the demo customer's company (earlier tests cancel the first one). */
  const openRequest = async (skip: number) => {
    const [row] = await rowsOf(
      t.db,
      sql`select r.id from service_requests r join request_statuses s on s.code = r.status
          join persons p on p.company_id = r.company_id
          where p.email = 'customer@demo.test' and s.is_open order by r.id desc offset ${skip} limit 1`,
    );
    return Number(row!.id);
  };
  const invoke = (client: TestClient, body: Record<string, unknown>) =>
    client.post(MetadataPath.invokeMpm, body);

  it("runs a registered method and answers the result elements asked for", async () => {
    const requestId = await firstId(customer, "request");
    const res = await invoke(customer, {
      performName: "ADDREQUESTNOTE",
      parameters: { requestId, text: "Technician may come after 3 pm" },
      resultElements: ["text", "kind"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      performName: "ADDREQUESTNOTE",
      result: { text: "Technician may come after 3 pm", kind: "NOTE" },
    });
    const timeline = await customer.get(`${RequestWfPath.timeline}?requestId=${requestId}`);
    const notes = timeline.json<{ notes: { text: string }[] }>().notes;
    expect(notes.map((n) => n.text)).toContain("Technician may come after 3 pm");
  });

  it("refuses unknown methods, bad parameters and unknown result elements with 400", async () => {
    const requestId = await firstId(customer, "request");
    const cases: [Record<string, unknown>, string][] = [
      [{ performName: "dropDatabase" }, 'performName: unknown method "dropDatabase"'],
      [{ performName: "addRequestNote", parameters: { requestId } }, "parameters.text: "],
      [
        { performName: "addRequestNote", parameters: { requestId, text: "x" }, resultElements: ["secret"] },
        'resultElements[0]: "secret" is not a result of "addRequestNote"',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await invoke(customer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message.startsWith(message)).toBe(true);
    }
  });

  it("keeps to the row scope and refuses a stale version with 409", async () => {
    const foreign = await firstId(customer2, "request");
    const res = await invoke(customer, {
      performName: "cancelServiceRequest",
      parameters: { requestId: foreign },
    });
    expect(res.statusCode).toBe(404);
    const mine = await firstId(customer, "request");
    const { dataModel } = await loadForm(customer, "request", mine);
    const stale = await invoke(customer, {
      performName: "cancelServiceRequest",
      parameters: { requestId: mine, version: Number(dataModel.version) - 1 },
    });
    expect(stale.statusCode).toBe(409);
    const ok = await invoke(customer, {
      performName: "cancelServiceRequest",
      parameters: { requestId: mine, version: dataModel.version },
    });
    expect(ok.json<{ result: { status: string } }>().result.status).toBe("CANCELLED");
  });
  it("adds notes by the same rule as requestwf/addnote: canEditRequest off still allows them", async () => {
    const requestId = await openRequest(0);
    await t.db.update(appParams).set({ value: "false" }).where(eq(appParams.name, "canEditRequest"));
    try {
      const res = await invoke(customer, {
        performName: "addRequestNote",
        parameters: { requestId, text: "Noted while editing is off" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ result: Record<string, unknown> }>().result).toMatchObject({
        request_id: requestId,
        kind: "NOTE",
        text: "Noted while editing is off",
      });
    } finally {
      await t.db.update(appParams).set({ value: "true" }).where(eq(appParams.name, "canEditRequest"));
    }
  });

  it("refuses a note on a closed request exactly like requestwf/addnote (409, same message)", async () => {
    const requestId = await openRequest(1);
    await t.db.execute(sql`update service_requests set status = 'CLOSED' where id = ${requestId}`);
    const viaInvoke = await invoke(customer, {
      performName: "addRequestNote",
      parameters: { requestId, text: "Too late" },
    });
    const viaAddNote = await customer.post(RequestWfPath.addNote, { requestId, text: "Too late" });
    expect(viaInvoke.statusCode).toBe(409);
    expect(viaAddNote.statusCode).toBe(409);
    expect(viaInvoke.json<TErrorResponse>()).toEqual(viaAddNote.json<TErrorResponse>());
    expect(viaInvoke.json<TErrorResponse>().message).toMatch(/is closed; notes can only be added to open/);
    const notes = await rowsOf(
      t.db,
      sql`select 1 from request_notes where request_id = ${requestId} and text = 'Too late'`,
    );
    expect(notes).toHaveLength(0);
  });
  it("cancelServiceRequest writes the CANCELLED status to the timeline in the same transaction", async () => {
    const requestId = await openRequest(2);
    const ok = await invoke(customer, { performName: "cancelServiceRequest", parameters: { requestId } });
    expect(ok.statusCode, ok.body).toBe(200);
    const timeline = await customer.get(`${RequestWfPath.timeline}?requestId=${requestId}`);
    const statuses = timeline.json<{ statuses: { status: string }[] }>().statuses.map((s) => s.status);
    expect(statuses.at(-1)).toBe("CANCELLED");
    // A stale cancel changes nothing, so it adds no history either.
    const count = async () =>
      (
        await rowsOf(
          t.db,
          sql`select 1 from request_notes where request_id = ${requestId} and kind = 'STATUS'`,
        )
      ).length;
    const before = await count();
    const stale = await invoke(customer, {
      performName: "cancelServiceRequest",
      parameters: { requestId, version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(await count()).toBe(before);
  });
});
