import type { Db } from "../client.js";
import { randomToken } from "../../lib/tokens.js";
import { XSRF_SECRET_PARAM } from "../../platform/app-config/app-params.js";
import { seedCodes } from "./codes.seed.js";
import { seedBaselineScreens } from "./screens/index.js";
import { seedBaselineWorkflows } from "./screens/workflows.seed.js";
import { seedMessageDefaults } from "./messages.seed.js";
import { appParams, roles } from "../schema.js";

/** The role → access table (ARCHITECTURE §5). An administrator may edit it later; seeding never overwrites. */
export const BASELINE_ROLES = [
  {
    code: "CUSTOMER",
    title: "Customer",
    scope: "company",
    request: true,
    rma: true,
    blog: true,
    groupAccess: true,
    studio: false,
    blogEdit: false,
  },
  {
    code: "CUSTOMER_BASIC",
    title: "Customer (requests only)",
    scope: "company",
    request: true,
    rma: false,
    blog: false,
    groupAccess: false,
    studio: false,
    blogEdit: false,
  },
  {
    code: "STAFF",
    title: "Staff",
    scope: "all",
    request: true,
    rma: true,
    blog: true,
    groupAccess: true,
    studio: false,
    blogEdit: true,
  },
  {
    code: "DESIGNER",
    title: "Designer",
    scope: "all",
    request: true,
    rma: true,
    blog: true,
    groupAccess: true,
    studio: true,
    blogEdit: false,
  },
] as const;

/**
 * Non-secret data every database needs, seeded on every start and idempotent: rows that exist
 * are left alone, so edits made in the portal survive restarts. No accounts, no passwords.
 */
export async function seedBaseline(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values([...BASELINE_ROLES])
    .onConflictDoNothing();
  // Generated once per database (never a constant in the code), shared by every instance.
  await db.insert(appParams).values({ name: XSRF_SECRET_PARAM, value: randomToken() }).onConflictDoNothing();
  await seedMessageDefaults(db);
  await seedCodes(db);
  await seedBaselineScreens(db);
  // Workflows after screens: their steps must exist when they are validated.
  await seedBaselineWorkflows(db);
  // The modules' own baseline follows (settings, reports, the theme, dashboards…): seedDatabase
  // runs it from their declarations, in the modules' order.
}
