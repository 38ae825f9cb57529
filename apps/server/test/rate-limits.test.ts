import {
  ApiPath,
  DataViewsPath,
  DataviewExportPath,
  ErrorCode,
  LobbyPath,
  RequestWfPath,
} from "@fsm/contracts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { DEFAULT_RATE_LIMITS } from "../src/plugins/rate-limit/rate-limiter.js";
import { placesOf, submit } from "../src/engine/submissions/submissions.test-support.js";
import { signedIn, TestClient } from "./support/client.js";
import { createPerson, DEMO, formData, PNG_1PX } from "./support/fixtures.js";
import { engines, startTestApp, type TestApp } from "./support/harness.js";

function expect429(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json().code).toBe(ErrorCode.RateLimited);
  const seconds = Number(res.headers["retry-after"]);
  expect(seconds).toBeGreaterThan(0);
  expect(res.json().message).toBe(`Too many attempts. Try again in ${seconds} seconds.`);
}

/** Production limits (factor 1): these tests prove each limit really bites. */
describe.each(engines)("rate limits with the production defaults (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimits: { factor: 1 } });
  });
  afterAll(async () => t?.close());

  const burn = async (count: number, call: () => Promise<LightMyRequestResponse>) => {
    for (let i = 0; i < count; i += 1) expect((await call()).statusCode, `call ${i + 1}`).not.toBe(429);
  };

  it("limits sign-in attempts per address", async () => {
    const c = await new TestClient(t.app).init();
    let i = 0;
    const attempt = () =>
      c.post(ApiPath.performLogin, { userName: `ghost${(i += 1)}@example.test`, password: "x" });
    await burn(DEFAULT_RATE_LIMITS.signIn.max, attempt);
    expect429(await attempt());
  });

  // Failed sign-ins per account and client: src/modules/auth/sign-in-throttle.test.ts.
  it("forgets earlier failures after a successful sign-in", async () => {
    const person = await createPerson(t.db);
    const c = await new TestClient(t.app).init();
    const fail = () => c.post(ApiPath.performLogin, { userName: person.email, password: "guess" });
    await burn(9, fail);
    await c.signIn(person.email, person.password);
    await burn(9, fail);
  });

  it.each([
    [
      "signUp",
      (c: TestClient, i: number) =>
        c.post(ApiPath.signup, {
          firstName: "A",
          lastName: "B",
          userName: `RL${i}`,
          email: "bad",
          password: "x",
          confirmPassword: "y",
        }),
    ],
    ["checkUserName", (c: TestClient, i: number) => c.get(`${ApiPath.checkUserName}?userName=RL${i}`)],
    ["activate", (c: TestClient) => c.post(ApiPath.activate, { secret: "x".repeat(43) })],
    [
      "recoverPassword",
      (c: TestClient, i: number) => c.get(`${ApiPath.recoverPassword}?email=rl${i}@example.test`),
    ],
    [
      "forgetEmail",
      (c: TestClient, i: number) => c.post(ApiPath.forgetEmail, { alt_email_address: `rl${i}@example.test` }),
    ],
    ["verifyCode", (c: TestClient) => c.get(`${ApiPath.verifyCode}?secret_key=123456`)],
    [
      "changePassword",
      (c: TestClient) =>
        c.post(ApiPath.changePassword, {
          secretKey: "x",
          FirstName: "A",
          LastName: "B",
          UserName: "C",
          password: "Long-enough-1",
          confirmPassword: "Long-enough-1",
        }),
    ],
  ] as const)("limits %s per address (malformed requests count too)", async (name, call) => {
    const c = await new TestClient(t.app).init();
    let i = 0;
    await burn(DEFAULT_RATE_LIMITS[name].max, () => call(c, (i += 1)));
    expect429(await call(c, (i += 1)));
    // A different address still gets through.
    const other = await new TestClient(t.app).init();
    expect((await call(other, 999)).statusCode).not.toBe(429);
  });

  it("shares the counters between server instances on the same database", async () => {
    const second = await buildApp(t.config, {
      database: t.database,
      logger: false,
      rateLimits: { factor: 1 },
    });
    try {
      const ip = "10.250.250.250";
      const one = await new TestClient(t.app, ip).init();
      const two = await new TestClient(second, ip).init();
      const max = DEFAULT_RATE_LIMITS.recoverPassword.max;
      for (let i = 0; i < max; i += 1) {
        const c = i % 2 ? one : two;
        expect((await c.get(`${ApiPath.recoverPassword}?email=shared${i}@example.test`)).statusCode).toBe(
          200,
        );
      }
      expect429(await one.get(`${ApiPath.recoverPassword}?email=shared@example.test`));
      expect429(await two.get(`${ApiPath.recoverPassword}?email=shared@example.test`));
    } finally {
      await second.close();
    }
  });
});

/**
 * The per-person limits on calls a signed-in script could repeat at will (issue 26): each at its
 * production value, spent with malformed calls (they count: the limit is checked before the body
 * is read), then refused for a well-formed one; another person keeps a budget of their own.
 */
describe.each(engines)(
  "per-person limits of uploads, submissions, views, exports, tickets (%s)",
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine, { rateLimits: { factor: 1 } });
    });
    afterAll(async () => t?.close());

    const image = () =>
      formData([{ name: "attachment", fileName: "me.png", contentType: "image/png", data: PNG_1PX }]);
    type Call = (c: TestClient, email: string) => Promise<LightMyRequestResponse>;
    const cases: [name: keyof typeof DEFAULT_RATE_LIMITS, malformed: Call, wellFormed: Call][] = [
      [
        "profileImage",
        (c) => c.post(ApiPath.updateImage, { attachment: "not a file" }),
        (c) => {
          const { payload, contentType } = image();
          return c.post(ApiPath.updateImage, payload, { headers: { "content-type": contentType } });
        },
      ],
      [
        "submitWorkflow",
        (c) => c.post(RequestWfPath.submitWorkflow, { workflowName: 5 }),
        async (c, email) =>
          submit(c, {
            workflowName: "REQUEST",
            dataModel: {
              site_id: (await placesOf(t.db, email)).siteId,
              problem_code: "MECH_NOISE",
              priority: "LOW",
              description: "Rate limit",
            },
          }),
      ],
      [
        "saveDataView",
        (c) => c.post(DataViewsPath.save, { screenName: "request" }),
        (c) => c.post(DataViewsPath.save, { screenName: "request", name: "Mine", state: {} }),
      ],
      [
        "exportCsv",
        (c) => c.post(DataviewExportPath.exportCsv, { screenName: 12 }),
        (c) =>
          c.post(DataviewExportPath.exportCsv, { screenName: "request", searchQuery: ["request_number"] }),
      ],
      // A ticket takes no body: every call is a well-formed one.
      ["lobbyTicket", (c) => c.post(LobbyPath.ticket), (c) => c.post(LobbyPath.ticket)],
    ];

    it.each(cases)("limits %s per person, with 429 and Retry-After", async (name, malformed, wellFormed) => {
      const customer = await signedIn(t.app, DEMO.customer.email);
      const first = await wellFormed(customer, DEMO.customer.email);
      expect(first.statusCode, first.body).toBe(200);
      for (let i = 1; i < DEFAULT_RATE_LIMITS[name].max; i += 1) {
        const res = await malformed(customer, DEMO.customer.email);
        expect(res.statusCode, `call ${i + 1}`).not.toBe(429);
      }
      expect429(await wellFormed(customer, DEMO.customer.email));
      // The budget is the person's, not the session's or the address's: a new sign-in does not reset it.
      const again = await signedIn(t.app, DEMO.customer.email);
      expect429(await wellFormed(again, DEMO.customer.email));
      const other = await signedIn(t.app, DEMO.customer2.email);
      const theirs = await wellFormed(other, DEMO.customer2.email);
      expect(theirs.statusCode, theirs.body).toBe(200);
    });
  },
);
