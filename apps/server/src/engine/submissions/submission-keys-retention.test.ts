import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { rowsOf } from "../search/search.repository.js";
import { newKey, placesOf, submit } from "./submissions.test-support.js";

/** Submission keys answer replays for 24 hours; a person's older keys go when they submit again. */
describe.each(engines)("submission key retention (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
  });
  afterAll(async () => t?.close());

  const personId = async (email: string) =>
    Number((await rowsOf(t.db, sql`select id from persons where email = ${email}`))[0]!.id);
  const plantKey = async (person: number, key: string, hoursAgo: number) =>
    t.db.execute(sql`insert into submission_keys (person_id, key, workflow, payload_hash, created_at)
      values (${person}, ${key}, 'REQUEST', 'h', now() - make_interval(hours => ${hoursAgo}::integer))`);
  const keys = async () =>
    (await rowsOf(t.db, sql`select key from submission_keys`)).map((r) => String(r.key));

  it("deletes the submitter's keys older than 24 hours, keeps younger ones and other people's", async () => {
    const me = await personId(DEMO.customer.email);
    const other = await personId(DEMO.customer2.email);
    const [old, young, theirs] = [newKey(), newKey(), newKey()];
    await plantKey(me, old, 25);
    await plantKey(me, young, 23);
    await plantKey(other, theirs, 48);
    const { siteId } = await placesOf(t.db, DEMO.customer.email);
    const key = newKey();
    const res = await submit(customer, {
      idempotencyKey: key,
      workflowName: "REQUEST",
      dataModel: { site_id: siteId, problem_code: "MECH_LEAK", priority: "LOW", description: "x" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = await keys();
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([young, theirs, key]));
  });
});
