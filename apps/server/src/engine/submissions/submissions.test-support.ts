import { randomUUID } from "node:crypto";
import { AttachmentsPath, RequestWfPath, type TSubmitWorkflowRequest } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { TestClient } from "../../../test/support/client.js";
import { formData, PNG_1PX } from "../../../test/support/fixtures.js";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../search/search.repository.js";

export const newKey = () => randomUUID();

type Body = Omit<TSubmitWorkflowRequest, "idempotencyKey" | "childTables" | "attachmentIds"> &
  Partial<Pick<TSubmitWorkflowRequest, "idempotencyKey" | "childTables" | "attachmentIds">>;

export const submit = (client: TestClient, body: Body) =>
  client.post(RequestWfPath.submitWorkflow, { idempotencyKey: newKey(), ...body });

/** An upload of the client's own, not linked to any row yet (the wizard's files step). */
export async function uploadFile(client: TestClient, fileName = "photo.png"): Promise<string> {
  const { payload, contentType } = formData([
    { name: "attachment", fileName, contentType: "image/png", data: PNG_1PX },
    { name: "filename", value: fileName },
  ]);
  const res = await client.post(AttachmentsPath.upload, payload, {
    headers: { "content-type": contentType },
  });
  if (res.statusCode !== 200) throw new Error(`upload ${res.statusCode} ${res.body}`);
  return res.json<{ attachmentId: string }>().attachmentId;
}

/** A site of the person's company with one of its assets, and a product. */
export async function placesOf(db: Db, email: string) {
  const [row] = await rowsOf(
    db,
    sql`select s.id as site_id, a.id as asset_id, s.company_id
        from persons p join sites s on s.company_id = p.company_id join assets a on a.site_id = s.id
        where p.email = ${email} order by s.id, a.id limit 1`,
  );
  const [other] = await rowsOf(
    db,
    sql`select a.id from assets a where a.company_id = ${row!.company_id} and a.site_id <> ${row!.site_id} limit 1`,
  );
  const [product] = await rowsOf(db, sql`select id from products order by id limit 1`);
  return {
    siteId: Number(row!.site_id),
    assetId: Number(row!.asset_id),
    companyId: Number(row!.company_id),
    otherSiteAssetId: Number(other!.id),
    productId: Number(product!.id),
  };
}

export async function count(db: Db, table: string, where = sql`true`): Promise<number> {
  const [row] = await rowsOf(db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`);
  return Number(row!.n);
}

/** Everything a submission writes, counted: proves a failed one left nothing behind. */
export async function footprint(db: Db) {
  return {
    requests: await count(db, "service_requests"),
    rmas: await count(db, "rmas"),
    lines: await count(db, "rma_lines"),
    notes: await count(db, "request_notes"),
    attachments: await count(db, "attachments"),
    keys: await count(db, "submission_keys"),
  };
}
