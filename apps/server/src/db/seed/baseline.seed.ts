import type { Db } from "../client.js";
import { randomToken } from "../../lib/tokens.js";
import { XSRF_SECRET_PARAM } from "../../platform/app-config/app-params.js";
import { seedDashboards } from "../../modules/dashboard/dashboard.seed.js";
import { seedReports } from "../../modules/reports/reports.seed.js";
import { seedCodes } from "./codes.seed.js";
import { seedBaselineScreens } from "./screens/index.js";
import { seedBaselineWorkflows } from "./screens/workflows.seed.js";
import { seedMessageDefaults } from "./messages.seed.js";
import { seedTheme } from "../../modules/branding/theme.seed.js";
import { seedSettings } from "../../modules/settings/settings.seed.js";
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
  // The settings document's first revision reads what app_params holds (an older database's).
  await seedSettings(db);
  // Generated once per database (never a constant in the code), shared by every instance.
  await db.insert(appParams).values({ name: XSRF_SECRET_PARAM, value: randomToken() }).onConflictDoNothing();
  await seedMessageDefaults(db);
  await seedCodes(db);
  await seedBaselineScreens(db);
  // Workflows after screens: their steps must exist when they are validated.
  await seedBaselineWorkflows(db);
  // Reports after screens: they read the screens' searches.
  await seedReports(db);
  // The theme after the messages its sign-in page names.
  await seedTheme(db);
  // Dashboards last: their cards name counters, workflows, reports and messages.
  await seedDashboards(db);
}
