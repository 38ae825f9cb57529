import type { TErrorResponse, TSubmitWorkflowResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { rowsOf } from "../search/search.repository.js";
import { placesOf, submit } from "./submissions.test-support.js";

type Places = Awaited<ReturnType<typeof placesOf>>;
const detailsOf = (res: { json<T>(): T }) =>
  Object.fromEntries((res.json<TErrorResponse>().details ?? []).map((d) => [d.path, d.message]));

/** Whose record a submission makes: staff name the company or it follows from the data; customers never name it. */
describe.each(engines)("submitworkflow company (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let staff: TestClient;
  let acme: Places;
  let globex: Places;
  let globexSerial: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    acme = await placesOf(t.db, DEMO.customer.email);
    globex = await placesOf(t.db, DEMO.customer2.email);
    const [asset] = await rowsOf(
      t.db,
      sql`select a.serial_number from assets a where a.company_id = ${globex.companyId}
          and (select count(distinct b.company_id) from assets b where b.serial_number = a.serial_number) = 1
          order by a.id limit 1`,
    );
    globexSerial = String(asset!.serial_number);
  });
  afterAll(async () => t?.close());

  const rma = (client: TestClient, data: Record<string, unknown>, serial?: string) =>
    submit(client, {
      workflowName: "RMA",
      dataModel: { reason_code: "DEFECTIVE", ...data } as Record<string, string | number>,
      childTables: {
        rma_lines: [{ product_id: acme.productId, quantity: 1, serial_number: serial ?? null }],
      },
    });
  const companyOf = async (res: { json<T>(): T }) => {
    const id = res.json<TSubmitWorkflowResponse>().id;
    const [row] = await rowsOf(t.db, sql`select company_id from rmas where id = ${id}`);
    return Number(row!.company_id);
  };

  it("lets staff name the company of an RMA (no site on its path)", async () => {
    const res = await rma(staff, { company_id: globex.companyId });
    expect(res.statusCode, res.body).toBe(200);
    expect(await companyOf(res)).toBe(globex.companyId);
  });

  it("takes the company from the first line's serial number when staff name none", async () => {
    const res = await rma(staff, {}, globexSerial);
    expect(res.statusCode, res.body).toBe(200);
    expect(await companyOf(res)).toBe(globex.companyId);
  });

  it("asks staff for company_id when nothing tells it, and checks the one named", async () => {
    const none = await rma(staff, {}, "NO-SUCH-SERIAL");
    expect(none.statusCode).toBe(400);
    expect(Object.keys(detailsOf(none))).toEqual(["dataModel.company_id"]);
    const unknown = await rma(staff, { company_id: 99_999_999 });
    expect(detailsOf(unknown)).toEqual({ "dataModel.company_id": "no companies row 99999999" });
    const wrongType = await rma(staff, { company_id: "Globex" });
    expect(detailsOf(wrongType)).toEqual({ "dataModel.company_id": "must be a whole number" });
  });

  it("refuses a request whose named company is not the chosen site's", async () => {
    const res = await submit(staff, {
      workflowName: "REQUEST",
      dataModel: {
        site_id: globex.siteId,
        company_id: acme.companyId,
        problem_code: "MECH_LEAK",
        priority: "LOW",
        description: "x",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(detailsOf(res))).toEqual(["dataModel.site_id"]);
  });

  it("never lets a customer set company_id, not even their own", async () => {
    for (const company of [globex.companyId, acme.companyId]) {
      const res = await rma(customer, { company_id: company });
      expect(res.statusCode).toBe(400);
      expect(detailsOf(res)).toEqual({
        "dataModel.company_id": "cannot be set: your records always belong to your own company",
      });
    }
    const ok = await rma(customer, {});
    expect(await companyOf(ok)).toBe(acme.companyId);
  });
});
