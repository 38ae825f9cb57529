import { DASHBOARD_FORMAT, DEFAULT_DASHBOARD, type TDashboardCard } from "@fsm/metadata";
import type { TDashboardCardView, TDashboardResponse } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { findByName } from "../../engine/documents/documents.repository.js";
import type { ScreenCache } from "../../engine/screens/screen-cache.js";
import { storedWorkflows } from "../../engine/workflows/workflow-catalog.js";
import { listWorkflows } from "../../engine/workflows/workflows.repository.js";
import { loadMessages } from "../../platform/messages/messages.repository.js";
import { findPersonById } from "../../platform/persons/persons.repository.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { DASHBOARD_KIND } from "./dashboard.kind.js";
import { presentCard, type CardContext, type WorkflowInfo } from "./dashboard.presenter.js";

/** The role's own dashboard, else the default one (names are role codes, any letter case). */
async function dashboardRow(db: Db, actor: Actor) {
  const kind = DASHBOARD_KIND.format.kind;
  return (await findByName(db, kind, actor.roleCode)) ?? (await findByName(db, kind, DEFAULT_DASHBOARD));
}

/** Stored workflows by lower-cased start screen, with their switch and titles. */
async function workflowsByStart(db: Db): Promise<Map<string, WorkflowInfo>> {
  const docs = await storedWorkflows(db);
  const out = new Map<string, WorkflowInfo>();
  for (const row of await listWorkflows(db)) {
    const doc = docs.get(row.name.toUpperCase());
    if (doc) out.set(row.startScreenName.toLowerCase(), { row, header: doc.header });
  }
  return out;
}

/**
 * getdashboard: the caller's dashboard with what it may not see left out (areas its flags do not
 * open, screens switched off by removecommunityelement unless it designs), titles in its language.
 */
export async function callerDashboard(db: Db, cache: ScreenCache, actor: Actor): Promise<TDashboardResponse> {
  const row = await dashboardRow(db, actor);
  if (!row) return { name: null, revision: 0, cards: [] };
  const parsed = DASHBOARD_FORMAT.parse(row.document);
  // Checked when written; a document that no longer parses shows nothing rather than failing the home page.
  if (!parsed.ok) return { name: row.name, revision: row.revision, cards: [] };
  const person = await findPersonById(db, actor.personId);
  const ctx: CardContext = {
    db,
    cache,
    actor,
    messages: await loadMessages(db, person?.locale),
    workflows: await workflowsByStart(db),
  };
  const cards: TDashboardCardView[] = [];
  for (const card of parsed.value.cards as TDashboardCard[]) {
    const view = await presentCard(ctx, card);
    if (view) cards.push(view);
  }
  return { name: row.name, revision: row.revision, cards };
}
