import type { TDataView, TDataViewState, ZSaveDataViewRequest } from "@fsm/contracts";
import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { fieldError, forbidden, notFound } from "../../lib/app-error.js";
import type { ScreenCache } from "../../engine/screens/screen-cache.js";
import { loadSearch, type LoadedSearch } from "../../engine/screens/screen-load.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { persons } from "../../platform/persons/persons.table.js";
import { dataViews } from "./dataviews.table.js";

/** Views the caller may see: its own, and those shared within its company (never across companies). */
const visibleTo = (actor: Actor) =>
  actor.companyId === null
    ? eq(dataViews.ownerId, actor.personId)
    : or(
        eq(dataViews.ownerId, actor.personId),
        and(
          eq(dataViews.shared, true),
          isNotNull(dataViews.companyId),
          eq(dataViews.companyId, actor.companyId),
        ),
      );

/** The caller's views of a list (its screen checked as execsearch checks it: 404 / 403). */
export async function listViews(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  screenName: string,
): Promise<TDataView[]> {
  const s = await loadSearch(db, cache, screenName, actor);
  const rows = await db
    .select({
      view: dataViews,
      ownerName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
    })
    .from(dataViews)
    .innerJoin(persons, eq(persons.id, dataViews.ownerId))
    .where(and(eq(dataViews.screenName, s.name), visibleTo(actor)))
    .orderBy(asc(dataViews.name), asc(dataViews.id));
  return rows.map(({ view, ownerName }) => present(view, ownerName, actor));
}

/** Saves a view after checking its state against the screen's search; the caller's same name is replaced. */
export async function saveView(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  body: z.output<typeof ZSaveDataViewRequest>,
): Promise<TDataView> {
  const s = await loadSearch(db, cache, body.screenName, actor);
  checkState(s, body.state);
  if (body.shared && actor.companyId === null) throw fieldError("shared", "error_view_share_no_company");
  const values = {
    ownerId: actor.personId,
    companyId: actor.companyId,
    screenName: s.name,
    name: body.name,
    shared: body.shared,
    state: body.state,
  };
  const [view] = await db
    .insert(dataViews)
    .values(values)
    .onConflictDoUpdate({
      target: [dataViews.ownerId, dataViews.screenName, dataViews.name],
      set: { shared: values.shared, state: values.state, companyId: values.companyId },
    })
    .returning();
  const [owner] = await db
    .select({ name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}` })
    .from(persons)
    .where(eq(persons.id, actor.personId));
  return present(view!, owner?.name ?? actor.userName, actor);
}

/** Deletes one of the caller's own views: someone else's shared view is 403, an unseen one 404. */
export async function deleteView(db: Db, actor: Actor, id: number): Promise<{ deleted: number }> {
  const deleted = await db
    .delete(dataViews)
    .where(and(eq(dataViews.id, id), eq(dataViews.ownerId, actor.personId)))
    .returning({ id: dataViews.id });
  if (deleted.length) return { deleted: deleted.length };
  const [seen] = await db
    .select({ id: dataViews.id })
    .from(dataViews)
    .where(and(eq(dataViews.id, id), visibleTo(actor)));
  throw seen ? forbidden() : notFound();
}

/** Columns, filters and sort must be the search's own, as execsearch would require (400 naming the path). */
function checkState(s: LoadedSearch, state: TDataViewState): void {
  const columns = new Set(s.search.columns.map((c) => c.column));
  state.columns?.forEach((column, i) => {
    if (!columns.has(column.toLowerCase()))
      throw fieldError(`state.columns[${i}]`, "error_not_a_screen_column", { column, screen: s.name });
  });
  for (const item of Object.keys(state.filters))
    if (!s.search.filters.some((f) => f.item_name === item))
      throw fieldError(`state.filters.${item}`, "error_not_a_filter", { item, screen: s.name });
  const sort = state.sort;
  if (sort && !s.search.columns.some((c) => c.column === sort.column.toLowerCase() && c.sortable))
    throw fieldError("state.sort.column", "error_not_sortable", { column: sort.column, screen: s.name });
}

function present(view: typeof dataViews.$inferSelect, ownerName: string, actor: Actor): TDataView {
  return {
    id: view.id,
    screenName: view.screenName,
    name: view.name,
    shared: view.shared,
    mine: view.ownerId === actor.personId,
    ownerName,
    state: view.state as TDataViewState,
    createdAt: view.createdAt.toISOString(),
  };
}
