import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { companies } from "./companies.table.js";

export async function findCompanyByEmailDomain(db: Db, domain: string) {
  const [row] = await db
    .select()
    .from(companies)
    .where(eq(companies.emailDomain, domain.toLowerCase()))
    .limit(1);
  return row;
}
