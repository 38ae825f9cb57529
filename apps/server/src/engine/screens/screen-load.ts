import { parseScreenDocument, type TScreenDocument, type TSearchDefinition } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { findColumn, findTable } from "../dictionary/dictionary.js";
import type { DictColumn, DictTable } from "../dictionary/dictionary.types.js";
import type { ScreenCache } from "./screen-cache.js";
import { canDesignScreens } from "./screens.policy.js";
import { fetchScreen } from "./screens.service.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { noSearch, noTable, undeclaredColumn, unknownScreen } from "./screens.errors.js";
import { assertAreaAccess } from "../dictionary/table-access.policy.js";

export type LoadedScreen = { name: string; document: TScreenDocument; table: DictTable };
export type LoadedSearch = LoadedScreen & { search: TSearchDefinition };

/** Typed documents per cached screen object: the cache hands back the same object until a write clears it. */
const typed = new WeakMap<object, TScreenDocument>();

function typedDocument(screen: { name: string; document: object }): TScreenDocument {
  const known = typed.get(screen.document);
  if (known) return known;
  const parsed = parseScreenDocument(screen.document);
  if (!parsed.ok) throw new Error(`stored screen ${screen.name} does not parse`);
  typed.set(screen.document, parsed.value);
  return parsed.value;
}

const shownTables = new WeakMap<object, DictTable[]>();

/** Every exposed table a screen shows: its own, its search's, and those of its child grids and cards. */
export function tablesOfScreen(screen: { name: string; document: object }): DictTable[] {
  const known = shownTables.get(screen.document);
  if (known) return known;
  const document = typedDocument(screen);
  const names = new Set<string>();
  if ("table" in document) names.add(document.table);
  if ("search" in document && document.search) names.add(document.search.table);
  for (const item of ("sections" in document ? document.sections : []).flatMap((s) => s.items))
    if (item.kind === "childGrid" || item.kind === "card") names.add(item.table);
  const tables = [...names].flatMap((name) => findTable(name) ?? []);
  shownTables.set(screen.document, tables);
  return tables;
}

/**
 * Menu-access flags hold for screens as for tables: a screen, its metadata included, answers only
 * to callers with the area of every table it shows (403). Screens of no area answer to everyone.
 */
export function assertScreenAccess(actor: Actor, screen: { name: string; document: object }): void {
  for (const table of tablesOfScreen(screen)) assertAreaAccess(actor, table);
}

/**
 * A screen by name through the screens module's cached fetchScreen, its document typed. A screen
 * switched off by removecommunityelement is gone for the portal, its data included: the same 404
 * as fetchscreen, to everyone but designers. Without an actor the loader cannot tell a designer,
 * so it refuses a disabled screen to everyone (callers pass the actor to let designers through).
 * The flag travels in the cached screen: the check costs one property read.
 */
export async function loadScreen(
  db: Db,
  cache: ScreenCache,
  screenName: string,
  actor?: Actor,
): Promise<LoadedScreen> {
  const screen = await fetchScreen(db, cache, screenName);
  if (screen.disabled && !(actor && canDesignScreens(actor))) throw unknownScreen(screenName);
  if (actor) assertScreenAccess(actor, screen);
  const document = typedDocument(screen);
  const tableName = "table" in document ? document.table : undefined;
  const table = tableName ? findTable(tableName) : undefined;
  if (!table) throw noTable(screen.name);
  return { name: screen.name, document, table };
}

export async function loadSearch(
  db: Db,
  cache: ScreenCache,
  screenName: string,
  actor?: Actor,
): Promise<LoadedSearch> {
  const screen = await loadScreen(db, cache, screenName, actor);
  const search = "search" in screen.document ? screen.document.search : undefined;
  if (!search) throw noSearch(screen.name);
  const table = findTable(search.table);
  if (!table) throw undeclaredColumn(screen.name, search.table);
  return { ...screen, table, search };
}

/** A column the screen declares, as the dictionary knows it (identifiers only ever come from here). */
export function dictColumn(screen: LoadedScreen, name: string): DictColumn {
  const column = findColumn(screen.table, name);
  if (!column) throw undeclaredColumn(screen.name, name);
  return column;
}
