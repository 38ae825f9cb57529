import { asc } from "drizzle-orm";
import type { CodeSource } from "../../engine/codes/code-sources.js";
import { requestStatuses } from "./request-statuses.table.js";

/** The code list of request statuses: their own table (is_open, sort), offered like any code table. */
export const STATUS_CODE_TABLE = "request_status";

export const REQUEST_STATUS_CODES: CodeSource = {
  name: STATUS_CODE_TABLE,
  load: async (db) => {
    const rows = await db.select().from(requestStatuses).orderBy(asc(requestStatuses.sort));
    return rows.map((r) => ({ code: r.code, label: r.name, parentCode: null, sort: r.sort }));
  },
};
