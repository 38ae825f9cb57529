import { eq } from "drizzle-orm";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO } from "../../../test/support/fixtures.js";
import type { TestApp } from "../../../test/support/harness.js";
import { companies } from "../../platform/companies/companies.table.js";

/** The blog's audiences in tests: readers of two companies, one without blog access, and editors. */
export type BlogReaders = {
  /** Acme, CUSTOMER. */
  customer: TestClient;
  /** Globex, CUSTOMER (a person made for the test). */
  globex: TestClient;
  /** Globex, CUSTOMER_BASIC: no blog access. */
  basic: TestClient;
  staff: TestClient;
  designer: TestClient;
  acmeId: number;
};

export async function blogReaders(t: TestApp): Promise<BlogReaders> {
  const companyOf = async (domain: string) =>
    (await t.db.select().from(companies).where(eq(companies.emailDomain, domain)))[0]!.id;
  const other = await createPerson(t.db, { companyId: await companyOf("globex.test"), roleCode: "CUSTOMER" });
  return {
    customer: await signedIn(t.app, DEMO.customer.email),
    globex: await signedIn(t.app, other.email, other.password),
    basic: await signedIn(t.app, DEMO.customer2.email),
    staff: await signedIn(t.app, DEMO.staff.email),
    designer: await signedIn(t.app, DEMO.designer.email),
    acmeId: await companyOf("acme-corp.test"),
  };
}
