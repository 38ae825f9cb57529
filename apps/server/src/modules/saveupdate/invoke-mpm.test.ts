import { InvokeMpmPath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../test/support/client.js";
import { startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { firstId, loadForm } from "./saveupdate.test-support.js";

describe.each(engines)("invokempm (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  beforeAll(async () => {
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
  });
  afterAll(async () => t?.close());

  const invoke = (client: TestClient, body: Record<string, unknown>) => client.post(InvokeMpmPath, body);

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
    const notes = (await loadForm(customer, "request", requestId)).childTables.request_notes ?? [];
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
});
