import type { TScreenResponse } from "@fsm/contracts";
import { parseScreenDocument, type TScreenDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import {
  removeDocuments,
  storeDocument as storeInStore,
  type StoreOptions,
} from "../documents/document-store.js";
import type { ScreenCache } from "./screen-cache.js";
import { SCREEN_KIND } from "./screen.kind.js";
import { baselineNotDeletable, notASubScreen, screenInUse, unknownScreen } from "./screens.errors.js";
import { usersOfScreens } from "./screen-usages.js";
import { presentScreen } from "./screens.presenter.js";
import * as repo from "./screens.repository.js";
import type { ScreenRow } from "./screens.repository.js";
import { validateDocument } from "./screens.validate.js";

/** A stored screen as clients see it: its document migrated to the current format on read. */
export async function loadScreen(db: Db, row: ScreenRow): Promise<TScreenResponse> {
  const parsed = parseScreenDocument(row.document);
  // Stored documents were validated when written; failing now means the format code regressed.
  if (!parsed.ok) throw new Error(`stored screen ${row.name} no longer parses: ${parsed.issues[0]?.message}`);
  return presentScreen(row, parsed.value, await repo.subScreenIdsOf(db, row.id));
}

export async function fetchScreen(db: Db, cache: ScreenCache, name: string): Promise<TScreenResponse> {
  const cached = cache.get(name);
  if (cached) return cached;
  const generation = cache.clears;
  const row = await repo.findScreenByName(db, name);
  if (!row) throw unknownScreen(name);
  const screen = await loadScreen(db, row);
  cache.set(name, screen, generation);
  return screen;
}

export async function screenToEdit(db: Db, screenId: number, subScreenId: number | null) {
  const row = await repo.findScreenById(db, subScreenId ?? screenId);
  if (!row) throw unknownScreen(subScreenId ?? screenId);
  if (subScreenId !== null && row.primaryScreenId !== screenId) throw notASubScreen(subScreenId, screenId);
  return loadScreen(db, row);
}

type SaveOptions = {
  comment?: string;
  primaryScreenId?: number | null;
  isBaseline?: boolean;
  /** The revision the write was based on: a stale one is refused (409), see document-store. */
  baseRevision?: number;
  origin?: StoreOptions["origin"];
};

/** Writes a validated document (new screen or new version of the same-named one) and its revision. */
export async function storeDocument(
  db: Db,
  actor: Actor | null,
  doc: TScreenDocument,
  options: SaveOptions = {},
) {
  const { row } = await storeInStore(db, SCREEN_KIND, actor, doc, {
    comment: options.comment,
    parentId: options.primaryScreenId,
    isBaseline: options.isBaseline,
    baseRevision: options.baseRevision,
    origin: options.origin,
  });
  return loadScreen(db, repo.asScreen(row));
}

export async function saveScreen(db: Db, actor: Actor, raw: unknown, options: SaveOptions = {}) {
  return storeDocument(db, actor, await validateDocument(db, raw), options);
}

/** deletescreenmetadata: the sub-screen when one is named, else the screen (with its sub-screens). */
export async function removeScreen(db: Db, actor: Actor, screenId: number, subScreenId: number | null) {
  const target = await repo.findScreenById(db, subScreenId ?? screenId);
  if (!target) throw unknownScreen(subScreenId ?? screenId);
  if (subScreenId !== null && target.primaryScreenId !== screenId) throw notASubScreen(subScreenId, screenId);
  if (target.isBaseline) throw baselineNotDeletable(target.name);
  await repo.lockScreen(db, target.id);
  const ids = [...(await repo.subScreenIdsOf(db, target.id)), target.id];
  const users = await usersOfScreens(db, await repo.screenNamesOf(db, ids));
  if (users.length) throw screenInUse(target.name, users);
  await removeDocuments(db, SCREEN_KIND, actor, ids);
}

/** checkscreennameexists: true when a screen other than the one being designed holds the name. */
export const screenNameExists = (db: Db, name: string, designId: number | null, subscreenId: number | null) =>
  repo.nameTakenByOther(
    db,
    name,
    [designId, subscreenId].filter((id): id is number => id !== null),
  );
