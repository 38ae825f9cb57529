import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { roles } from "../access/roles.table.js";
import { companies } from "../companies/companies.table.js";
import { persons, type PersonRow } from "./persons.table.js";

export type NewPerson = typeof persons.$inferInsert;

/** loginId is already normalised (normalizeLoginId): lower-case e-mail or upper-case user name. */
export async function findPersonByLoginId(db: Db, loginId: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select()
    .from(persons)
    .where(or(eq(persons.email, loginId), eq(persons.userName, loginId)))
    .limit(1);
  return row;
}

export async function findPersonById(db: Db, id: number): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1);
  return row;
}

export async function findPersonByEmail(db: Db, email: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(persons).where(eq(persons.email, email.toLowerCase())).limit(1);
  return row;
}

export async function isUserNameTaken(db: Db, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.userName, userName.toUpperCase()))
    .limit(1);
  return row !== undefined;
}

/** Recover-email lookup: only active accounts, alternate e-mail compared case-insensitively. */
export async function findActiveByContact(
  db: Db,
  contact: { altEmail: string | null; phone: string | null },
) {
  const match = contact.altEmail
    ? sql`lower(${persons.altEmail}) = ${contact.altEmail.toLowerCase()}`
    : eq(persons.phone, contact.phone ?? "");
  const [row] = await db
    .select()
    .from(persons)
    .where(and(eq(persons.status, "active"), match))
    .orderBy(persons.id)
    .limit(1);
  return row;
}

/** A person with its role and company, for the profile presenter. */
export async function findPersonDetails(db: Db, id: number) {
  const [row] = await db
    .select({ person: persons, role: roles, company: companies })
    .from(persons)
    .innerJoin(roles, eq(roles.code, persons.roleCode))
    .leftJoin(companies, eq(companies.id, persons.companyId))
    .where(eq(persons.id, id))
    .limit(1);
  return row;
}

export async function insertPerson(db: Db, row: NewPerson): Promise<PersonRow> {
  const [created] = await db.insert(persons).values(row).returning();
  return created!;
}

export async function updatePerson(db: Db, id: number, changes: Partial<NewPerson>): Promise<void> {
  await db
    .update(persons)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(persons.id, id));
}
