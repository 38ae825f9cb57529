import { MESSAGE_CATALOGUE } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { randomToken } from "../../lib/tokens.js";
import { BASELINE_PARAMS, XSRF_SECRET_PARAM } from "../../platform/app-config/app-params.js";
import { seedCodes } from "./codes.seed.js";
import { seedBaselineScreens } from "./screens/index.js";
import { WORKFLOW_MESSAGES } from "./screens/workflow-messages.js";
import { seedBaselineWorkflows } from "./screens/workflows.seed.js";
import { DOMAIN_MESSAGES } from "./domain-messages.js";
import { appParams, portalMessages, roles } from "../schema.js";

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
 * The code's message texts. A new key is inserted; a changed default replaces the stored text
 * only while that text is still the one the seed wrote last (nobody edited it in the portal), and
 * a row from before the seed kept its defaults (seeded_text null) is adopted when it already
 * equals the default. An administrator's edit is never overwritten.
 */
async function seedMessageDefaults(db: Db): Promise<void> {
  const messages = Object.entries({ ...MESSAGE_CATALOGUE, ...DOMAIN_MESSAGES, ...WORKFLOW_MESSAGES }).map(
    ([key, text]) => ({ key, locale: "en-US", text, seededText: text }),
  );
  const stored = portalMessages;
  await db
    .insert(stored)
    .values(messages)
    .onConflictDoUpdate({
      target: [stored.key, stored.locale],
      set: {
        text: sql`excluded.text`,
        seededText: sql`excluded.seeded_text`,
        // Clients refresh their cache from the newest change; an adoption changes no text.
        updatedAt: sql`case when ${stored.text} = excluded.text then ${stored.updatedAt} else now() end`,
      },
      setWhere: sql`${stored.seededText} is distinct from excluded.seeded_text
        and (${stored.text} = ${stored.seededText} or (${stored.seededText} is null and ${stored.text} = excluded.text))`,
    });
}

/**
 * Non-secret data every database needs, seeded on every start and idempotent: rows that exist
 * are left alone, so edits made in the portal survive restarts. No accounts, no passwords.
 */
export async function seedBaseline(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values([...BASELINE_ROLES])
    .onConflictDoNothing();
  const params = Object.entries(BASELINE_PARAMS).map(([name, value]) => ({ name, value }));
  await db.insert(appParams).values(params).onConflictDoNothing();
  // Generated once per database (never a constant in the code), shared by every instance.
  await db.insert(appParams).values({ name: XSRF_SECRET_PARAM, value: randomToken() }).onConflictDoNothing();
  await seedMessageDefaults(db);
  await seedCodes(db);
  await seedBaselineScreens(db);
  // Workflows after screens: their steps must exist when they are validated.
  await seedBaselineWorkflows(db);
  // The modules' own baseline (reports, then dashboards) follows: seedDatabase runs it from their declarations.
}
