import { ApiPath, ErrorCode, type TOutboxMessage } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

describe.each(engines)("outbox (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  it("shows designers the mails, newest first, with the reset link a demo user can follow", async () => {
    const first = await createPerson(t.db);
    const second = await createPerson(t.db);
    const anon = await new TestClient(t.app).init();
    await anon.get(`${ApiPath.recoverPassword}?email=${first.email}`);
    await anon.get(`${ApiPath.recoverPassword}?email=${second.email}`);
    const res = await (await signedIn(t.app, DEMO.designer.email)).get(ApiPath.outbox);
    expect(res.statusCode).toBe(200);
    const list = res.json<TOutboxMessage[]>();
    expect(list[0]).toMatchObject({
      channel: "email",
      to: second.email,
      subject: expect.stringContaining("reset your password"),
    });
    expect(list[1]?.to).toBe(first.email);
    expect(list[0]!.body).toMatch(/\/resetPassword\//);
    expect(Date.parse(list[0]!.createdAt)).not.toBeNaN();
  });

  it.each([DEMO.customer.email, DEMO.staff.email])("refuses %s with 403", async (email) => {
    const res = await (await signedIn(t.app, email)).get(ApiPath.outbox);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.Forbidden);
  });

  it("needs a session", async () => {
    expect((await new TestClient(t.app).get(ApiPath.outbox)).statusCode).toBe(401);
  });
});
