import type { TCardInfoResponse, TScreenFilter } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { fieldError } from "../../lib/app-error.js";
import { presentCode } from "../codes/codes.presenter.js";
import { loadCodes } from "../codes/codes.repository.js";
import { unknownCodeTable } from "../codes/codes.errors.js";
import { countRows } from "../dictionary/dictionary.repository.js";
import { resolveTable } from "../dictionary/dictionary.resolve.js";
import type { Actor } from "../../platform/sessions/actor.js";
import type { ScreenCache } from "./screen-cache.js";
import { assertScreenAccess } from "./screen-load.js";
import { fetchScreen } from "./screens.service.js";

/**
 * fetchscreenfilters: the filter items a screen's search declares (or the one named itemName),
 * each with the codes it offers; lookupTable takes the codes from another code table.
 */
export async function screenFilters(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  query: { screenName: string; itemName?: string; lookupTable?: string },
): Promise<TScreenFilter[]> {
  const screen = await fetchScreen(db, cache, query.screenName);
  assertScreenAccess(actor, screen);
  const { document } = screen;
  const search = (document as { search?: { filters: Omit<TScreenFilter, "options">[] } }).search;
  let filters = search?.filters ?? [];
  if (query.itemName) {
    const wanted = query.itemName.toLowerCase();
    filters = filters.filter((f) => f.item_name.toLowerCase() === wanted);
    if (!filters.length)
      throw fieldError("itemName", "error_unknown_filter_item", {
        item: query.itemName,
        screen: query.screenName,
      });
  }
  const result: TScreenFilter[] = [];
  for (const filter of filters) {
    const codeTable = query.lookupTable ?? filter.codeTable ?? null;
    const codes = codeTable ? await loadCodes(db, codeTable) : [];
    if (!codes) throw unknownCodeTable("lookupTable", codeTable!);
    result.push({ ...filter, codeTable, options: codes.map(presentCode) });
  }
  return result;
}

type Card = { kind: "card"; id: string; label: string; table: string; placeholders: string[] };

/** cardinfo: the info cards of a screen with how many rows of their table the caller may see. */
export async function cardInfo(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  screenName: string,
): Promise<TCardInfoResponse> {
  const screen = await fetchScreen(db, cache, screenName);
  assertScreenAccess(actor, screen);
  const sections = (screen.document as { sections?: { items: { kind: string }[] }[] }).sections ?? [];
  const cards = sections.flatMap((s) => s.items).filter((i): i is Card => i.kind === "card");
  const result = [];
  for (const card of cards) {
    const total = await countRows(db, actor, resolveTable("table", card.table));
    result.push({
      id: card.id,
      label: card.label,
      table: card.table,
      placeholders: card.placeholders,
      total,
    });
  }
  return { screenName: screen.name, cards: result };
}
