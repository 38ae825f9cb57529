import { describe, expect, it, beforeAll, afterAll } from "vitest";
import { ApiPath } from "@fsm/contracts";
import { engines, startTestApp, type TestApp } from "../support/harness.js";
import { TestClient, parseJsonString } from "../support/client.js";

describe.each(engines)("smoke (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  it("boots", async () => {
    const c = new TestClient(t.app);
    const res = await c.get(ApiPath.getConfigData);
    console.log(res.statusCode, res.headers, res.body.slice(0, 300));
    const login = await c.post(ApiPath.performLogin, { userName: "customer@demo.test", password: "Demo!2026" });
    console.log(login.statusCode, login.body.slice(0, 400));
    expect(parseJsonString<{ loggedInId: number }>(login).loggedInId).toBeGreaterThan(0);
  });
});
