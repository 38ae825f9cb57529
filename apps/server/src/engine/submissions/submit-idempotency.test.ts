import type { TErrorResponse, TSubmitWorkflowResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { count, newKey, placesOf, submit, uploadFile } from "./submissions.test-support.js";

describe.each(engines)("requestwf submitworkflow idempotency (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let siteId: number;
  let site2Id: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    customer2 = await signedIn(t.app, DEMO.customer2.email);
    siteId = (await placesOf(t.db, DEMO.customer.email)).siteId;
    site2Id = (await placesOf(t.db, DEMO.customer2.email)).siteId;
  });
  afterAll(async () => t?.close());

  const request = (description: string, site = siteId) => ({
    workflowName: "REQUEST",
    dataModel: { site_id: site, problem_code: "ELEC_POWER", priority: "LOW", description },
  });
  const withDescription = (description: string) =>
    count(t.db, "service_requests", sql`description = ${description}`);
  const answer = (res: { statusCode: number; body: string; json<T>(): T }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TSubmitWorkflowResponse>();
  };

  it("answers 5 sequential replays of one key with the first result and creates one record", async () => {
    const key = newKey();
    const file = await uploadFile(customer);
    const body = { ...request("sequential replays"), idempotencyKey: key, attachmentIds: [file] };
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(answer(await submit(customer, body)));
    expect(results.map((r) => r.replayed)).toEqual([false, true, true, true, true]);
    expect(new Set(results.map((r) => `${r.id}/${r.number}`)).size).toBe(1);
    expect(await withDescription("sequential replays")).toBe(1);
    expect(await count(t.db, "request_notes", sql`request_id = ${results[0]!.id}`)).toBe(1);
  });

  it("creates exactly one record for 5 concurrent submissions with one key", async () => {
    const body = { ...request("concurrent double clicks"), idempotencyKey: newKey() };
    const results = (await Promise.all(Array.from({ length: 5 }, () => submit(customer, body)))).map(answer);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await withDescription("concurrent double clicks")).toBe(1);
  });

  it("treats a key with the same data in another key order as the same submission", async () => {
    const key = newKey();
    const first = answer(await submit(customer, { ...request("key order"), idempotencyKey: key }));
    const { site_id, problem_code, priority, description } = request("key order").dataModel;
    const again = answer(
      await submit(customer, {
        idempotencyKey: key,
        dataModel: { description, priority, problem_code, site_id },
        workflowName: "request",
      }),
    );
    expect(again).toEqual({ ...first, replayed: true });
  });

  it("refuses the same key with different data: 409 FSM.PORTAL.IDEMPOTENCY_CONFLICT, nothing created", async () => {
    const key = newKey();
    answer(await submit(customer, { ...request("first payload"), idempotencyKey: key }));
    const res = await submit(customer, { ...request("second payload"), idempotencyKey: key });
    expect(res.statusCode).toBe(409);
    const error = res.json<TErrorResponse>();
    expect(error.code).toBe("FSM.PORTAL.IDEMPOTENCY_CONFLICT");
    expect(error.message).toMatch(/already used for a different submission/);
    expect(await withDescription("second payload")).toBe(0);
  });

  it("gives 5 concurrent submissions with different keys 5 records with distinct, consecutive numbers", async () => {
    const results = (
      await Promise.all(
        Array.from({ length: 5 }, () =>
          submit(customer, { ...request("concurrent distinct"), idempotencyKey: newKey() }),
        ),
      )
    ).map(answer);
    const numbers = results.map((r) => Number(r.number.slice(3))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    expect(await withDescription("concurrent distinct")).toBe(5);
  });

  it("keeps keys of different callers apart", async () => {
    const key = newKey();
    const mine = answer(await submit(customer, { ...request("shared key"), idempotencyKey: key }));
    const theirs = answer(
      await submit(customer2, { ...request("shared key", site2Id), idempotencyKey: key }),
    );
    expect(theirs.replayed).toBe(false);
    expect(theirs.id).not.toBe(mine.id);
    expect(await withDescription("shared key")).toBe(2);
  });
});
