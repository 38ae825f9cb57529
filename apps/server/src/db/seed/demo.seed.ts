import { inArray } from "drizzle-orm";
import type { Db } from "../client.js";
import { hashPassword } from "../../lib/passwords.js";
import { companies, persons, storedFiles } from "../schema.js";
import { FALLBACK_LOCALE } from "@fsm/metadata";
import { lockedMessages, writeMessages } from "../../engine/messages/message-writes.js";
import { fillEmptySettings } from "../../modules/settings/settings.seed.js";
import { BRANDING_FILES } from "./branding-files.js";
import { contactsByCompany, seedDemoDomain } from "./demo-domain.seed.js";

export const DEMO_PASSWORD = "Demo!2026";

export const DEMO_COMPANIES = [
  { name: "Acme Manufacturing", emailDomain: "acme-corp.test" },
  { name: "Globex Corporation", emailDomain: "globex.test" },
] as const;

/** The demo accounts of issue 2. company is an index into DEMO_COMPANIES. */
export const DEMO_ACCOUNTS = [
  {
    email: "customer@demo.test",
    userName: "CUSTOMER1",
    firstName: "Casey",
    lastName: "Customer",
    roleCode: "CUSTOMER",
    company: 0,
    altEmail: "casey.alt@example.test",
    phone: "+11233456789",
    access: "request, rma, blog, group",
  },
  {
    email: "customer2@demo.test",
    userName: "CUSTOMER2",
    firstName: "Robin",
    lastName: "Basic",
    roleCode: "CUSTOMER_BASIC",
    company: 1,
    altEmail: "robin.alt@example.test",
    phone: "+11233456790",
    access: "request",
  },
  {
    email: "staff@demo.test",
    userName: "STAFF1",
    firstName: "Sam",
    lastName: "Staff",
    roleCode: "STAFF",
    company: null,
    altEmail: null,
    phone: null,
    access: "all",
  },
  {
    email: "designer@demo.test",
    userName: "DESIGNER1",
    firstName: "Dana",
    lastName: "Designer",
    roleCode: "DESIGNER",
    company: null,
    altEmail: null,
    phone: null,
    access: "all + studio license",
  },
] as const;

const DEMO_PARAMS = {
  companyName: "Northwind Field Services",
  companyLogoName: "api/branding/logo.svg",
  desktopFaviconPath: "api/branding/favicon.svg",
  mobileFaviconPath: "api/branding/favicon.svg",
  loginBackgroundPath: "api/branding/login-background.svg",
};

/** Demo data with the known password. Idempotent: existing rows (and changed passwords) are kept. */
export async function seedDemo(db: Db): Promise<void> {
  const files = BRANDING_FILES.map((f) => {
    const bytes = Buffer.from(f.svg, "utf8");
    return {
      id: f.id,
      purpose: "branding" as const,
      fileName: f.fileName,
      contentType: "image/svg+xml",
      size: bytes.length,
      bytes,
    };
  });
  await db.insert(storedFiles).values(files).onConflictDoNothing();
  // Only settings still at their empty baseline, never a configured one: a revision of the settings.
  await fillEmptySettings(db, DEMO_PARAMS, "demo");
  if (!("login_message" in (await lockedMessages(db, FALLBACK_LOCALE)).messages))
    await writeMessages(
      db,
      null,
      { login_message: `Demo portal: every demo account uses the password ${DEMO_PASSWORD}.` },
      { comment: "demo" },
    );
  await db
    .insert(companies)
    .values([...DEMO_COMPANIES])
    .onConflictDoNothing();
  const companyRows = await db
    .select()
    .from(companies)
    .where(
      inArray(
        companies.emailDomain,
        DEMO_COMPANIES.map((c) => c.emailDomain),
      ),
    );
  const companyId = (index: number | null) =>
    index === null
      ? null
      : (companyRows.find((c) => c.emailDomain === DEMO_COMPANIES[index]!.emailDomain)?.id ?? null);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(persons)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        userName: a.userName,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordHash,
        altEmail: a.altEmail,
        phone: a.phone,
        roleCode: a.roleCode,
        companyId: companyId(a.company),
        timeZone: "America/New_York",
      })),
    )
    .onConflictDoNothing();
  const companyIds = companyRows.map((c) => c.id).sort((a, b) => a - b);
  await seedDemoDomain(db, companyIds, await contactsByCompany(db, companyIds));
}

/** Demo accounts present in the database (main prints them at start). */
export async function findDemoAccounts(db: Db) {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const rows = await db.select({ email: persons.email }).from(persons).where(inArray(persons.email, emails));
  const present = new Set(rows.map((r) => r.email));
  return DEMO_ACCOUNTS.filter((a) => present.has(a.email));
}
