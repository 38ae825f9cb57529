import { MetadataPath, type TErrorResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO, startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { CODE_TABLES, REQUEST_STATUSES } from "../../db/seed/codes.seed.js";
import { rowsOf } from "../search/search.repository.js";
import { requestStatusTransitions } from "../../modules/requests/request-status.transitions.js";
import { rmaStatusTransitions } from "../../modules/rma/rma-status.transitions.js";
import { placesOf } from "../submissions/submissions.test-support.js";
import { loadForm, saveForm } from "./records.test-support.js";

describe("declared status transitions", () => {
  it("name only statuses the seeded code tables know", () => {
    const cases = [
      [requestStatusTransitions, REQUEST_STATUSES.map((s) => s.code as string)],
      [rmaStatusTransitions, CODE_TABLES.rma_status!.codes.map((c) => c.code)],
    ] as const;
    for (const [declared, codes] of cases) {
      const named = Object.values(declared.allowed).flatMap((map) =>
        Object.entries(map).flatMap(([from, to]) => [...(from ? [from] : []), ...to]),
      );
      expect(codes).toEqual(expect.arrayContaining([declared.initial, ...named]));
    }
  });
});

/** Status changes are checked against the declared lifecycle whoever writes them (issue 9). */
describe.each(engines)("status transitions (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let staff: TestClient;
  beforeAll(async () => {
    ({ t, customer } = await startWithTwoCustomers(engine));
    staff = await signedIn(t.app, DEMO.staff.email);
  });
  afterAll(async () => t?.close());

  /** A record of the demo customer's company in the given status (skip picks another one). */
  const recordIn = async (table: "service_requests" | "rmas", status: string, skip = 0) => {
    const [row] = await rowsOf(
      t.db,
      sql`select r.id from ${sql.identifier(table)} r join persons p on p.company_id = r.company_id
          where p.email = ${DEMO.customer.email} order by r.id offset ${skip} limit 1`,
    );
    const id = Number(row!.id);
    await t.db.execute(sql`update ${sql.identifier(table)} set status = ${status} where id = ${id}`);
    return id;
  };
  const statusOf = async (table: string, id: number) =>
    (await rowsOf(t.db, sql`select status from ${sql.identifier(table)} where id = ${id}`))[0]!.status;
  const save = async (
    client: TestClient,
    screenName: string,
    id: number,
    change: Record<string, unknown>,
  ) => {
    const { dataModel } = await loadForm(client, screenName, id);
    return saveForm(client, {
      screenName,
      primaryTable: screenName === "rma" ? "rmas" : "service_requests",
      dataModel: { ...dataModel, ...change },
      originalDataModel: dataModel,
    });
  };
  const cancel = (client: TestClient, requestId: number) =>
    client.post(MetadataPath.invokeMpm, { performName: "cancelServiceRequest", parameters: { requestId } });

  it("refuses a customer the staff statuses of a request (403 naming dataModel.status)", async () => {
    const id = await recordIn("service_requests", "NEW", 10);
    for (const status of ["ASSIGNED", "IN_PROGRESS", "RESOLVED", "CLOSED"]) {
      const res = await save(customer, "request", id, { status });
      expect(res.statusCode, status).toBe(403);
      expect(res.json<TErrorResponse>().details).toEqual([
        {
          path: "dataModel.status",
          message: `a customer cannot set the status "${status}"`,
          messageKey: "error_status_not_for_customer",
          values: { to: status },
        },
      ]);
    }
    expect(await statusOf("service_requests", id)).toBe("NEW");
  });

  it("lets a customer cancel an open request, and staff move it on", async () => {
    const id = await recordIn("service_requests", "ASSIGNED", 11);
    expect((await save(staff, "request", id, { status: "IN_PROGRESS" })).statusCode).toBe(200);
    const res = await save(customer, "request", id, { status: "CANCELLED" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf("service_requests", id)).toBe("CANCELLED");
  });

  it("refuses a move the record's state does not allow with 409, for staff too", async () => {
    const id = await recordIn("service_requests", "CANCELLED", 12);
    const res = await save(staff, "request", id, { status: "NEW" });
    expect(res.statusCode).toBe(409);
    expect(res.json<TErrorResponse>().message).toBe(
      'dataModel.status: cannot change from "CANCELLED" to "NEW"',
    );
    const closed = await recordIn("service_requests", "CLOSED", 13);
    expect((await save(customer, "request", closed, { status: "CANCELLED" })).statusCode).toBe(409);
    expect(await statusOf("service_requests", closed)).toBe("CLOSED");
  });

  it("refuses a customer's new request in a staff status", async () => {
    const { siteId } = await placesOf(t.db, DEMO.customer.email);
    const res = await saveForm(customer, {
      screenName: "request",
      primaryTable: "service_requests",
      dataModel: {
        site_id: siteId,
        status: "RESOLVED",
        priority: "LOW",
        description: "resolved before it starts",
      },
    });
    expect(res.statusCode, res.body).toBe(403);
    const rows = await rowsOf(
      t.db,
      sql`select 1 from service_requests where description = 'resolved before it starts'`,
    );
    expect(rows).toHaveLength(0);
  });

  it("refuses a customer any RMA status change; staff approve", async () => {
    const id = await recordIn("rmas", "OPEN", 3);
    for (const status of ["APPROVED", "RECEIVED", "CLOSED"]) {
      const res = await save(customer, "rma", id, { status });
      expect(res.statusCode, status).toBe(403);
    }
    expect(await statusOf("rmas", id)).toBe("OPEN");
    expect((await save(staff, "rma", id, { status: "APPROVED" })).statusCode).toBe(200);
  });

  it("invokempm cancelServiceRequest refuses a closed or already cancelled request (409), adding no history", async () => {
    const notes = async (id: number) =>
      (await rowsOf(t.db, sql`select 1 from request_notes where request_id = ${id} and kind = 'STATUS'`))
        .length;
    const closed = await recordIn("service_requests", "CLOSED", 14);
    const before = await notes(closed);
    const refused = await cancel(customer, closed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TErrorResponse>()).toMatchObject({
      code: "CONFLICT",
      message: 'parameters.status: cannot change from "CLOSED" to "CANCELLED"',
    });
    expect((await cancel(staff, closed)).statusCode).toBe(409);
    expect(await statusOf("service_requests", closed)).toBe("CLOSED");
    expect(await notes(closed)).toBe(before);

    const open = await recordIn("service_requests", "NEW", 15);
    expect((await cancel(customer, open)).statusCode).toBe(200);
    const again = await cancel(customer, open);
    expect(again.statusCode).toBe(409);
    expect(again.json<TErrorResponse>().message).toMatch(/cannot change from "CANCELLED"/);
  });
});
