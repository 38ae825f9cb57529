import type { TSearchResponse } from "@fsm/contracts";
import { PgDialect } from "drizzle-orm/pg-core";
import { PgDatabase } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { vi } from "vitest";
import type { TestClient } from "../../../test/support/client.js";

const dialect = new PgDialect();

/**
 * Records the text of every raw statement (db.execute, which all search SQL goes through) that
 * touches a domain table while `run` is in flight: proof that a refused request ran nothing.
 */
export async function domainStatementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(PgDatabase.prototype, "execute");
  try {
    await run();
    return spy.mock.calls
      .map(([query]) => dialect.sqlToQuery(query as SQL).sql)
      .filter((text) => /service_requests|rmas|sites|assets|persons/.test(text));
  } finally {
    spy.mockRestore();
  }
}

export const execSearch = async (client: TestClient, body: Record<string, unknown>) => {
  const res = await client.post("/api/dataview/execsearch", body);
  return { res, body: res.json<TSearchResponse>() };
};
