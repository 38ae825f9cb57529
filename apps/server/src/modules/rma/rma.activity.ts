import { sql } from "drizzle-orm";
import { actorName, type ActivitySource } from "../../engine/activity/activity-source.js";

/** A new RMA in the activity feed: its creation time, who raised it, its status and reason codes. */
export const rmaCreatedSource: ActivitySource = {
  key: "rma",
  kind: "rma_created",
  table: "rmas",
  from: sql`rmas t left join persons p on p.id = t.created_by`,
  at: sql`t.created_at`,
  rowId: sql`t.id`,
  number: sql`t.rma_number`,
  summary: sql`json_build_object('actor', ${actorName("p")}, 'status', t.status, 'reason', t.reason_code)`,
};
