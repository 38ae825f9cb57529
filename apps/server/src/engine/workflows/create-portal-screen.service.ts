import type { TCreatePortalScreenRequest } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { fieldError } from "../../lib/app-error.js";
import { createScreenByElements } from "../screens/create-by-elements.service.js";
import { findScreenByName } from "../screens/screens.repository.js";
import { saveScreen } from "../screens/screens.service.js";
import type { ScreenRow } from "../screens/screens.repository.js";
import { atRequestPaths } from "../documents/documents.errors.js";
import type { Actor } from "../../platform/sessions/actor.js";

type Item = Record<string, unknown>;

/** Items in idSequence order (ids it does not name keep their place after the named ones). */
function ordered(items: Item[], idSequence: string[] | undefined): Item[] {
  if (!idSequence?.length) return items;
  const rank = (item: Item) => {
    const i = idSequence.indexOf(String(item.id));
    return i < 0 ? idSequence.length : i;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** A lookup's extra payload fields (spec §3) mapped onto the lookup document's fields. */
function lookupHeader(body: TCreatePortalScreenRequest): Item {
  if (body.screenType !== "lookup") return {};
  return {
    ...(body.LookupTable ? { table: body.LookupTable } : {}),
    ...(body.SearchNavigationMetadata ? { search: body.SearchNavigationMetadata } : {}),
    ...(body.IsGenericLookup !== undefined ? { isGenericLookup: body.IsGenericLookup } : {}),
  };
}

/** A payload field that says something: not absent, null, false, "", [] or {}. */
const given = (v: unknown) =>
  v !== undefined &&
  v !== null &&
  v !== false &&
  v !== "" &&
  !(typeof v === "object" && Object.keys(v as object).length === 0);

/**
 * The spec's payload carries three workflow fields a screen save cannot honour; each is read and
 * refused when it asks for something (400), never dropped in silence. Summaries and decision
 * points have their own calls; a screen's baseline flag is the seed's to set and never changes.
 */
function checkWorkflowFields(body: TCreatePortalScreenRequest, existing: ScreenRow | undefined) {
  if (given(body.summaryView)) throw fieldError("summaryView", "error_summary_view_unsupported");
  if (given(body.decisionPointSubworkflow))
    throw fieldError("decisionPointSubworkflow", "error_decision_point_unsupported");
  const baseline = existing?.isBaseline ?? false;
  if (body.IsBaselineWorkflow !== undefined && body.IsBaselineWorkflow !== baseline) {
    if (!existing) throw fieldError("IsBaselineWorkflow", "error_designer_screen_not_baseline");
    throw baseline
      ? fieldError("IsBaselineWorkflow", "error_screen_stays_baseline", { name: existing.name })
      : fieldError("IsBaselineWorkflow", "error_screen_stays_not_baseline", { name: existing.name });
  }
}

/** Paths in the payload's own names: screenElements[2] → addedScreenItems[2], search → SearchNavigationMetadata. */
const rename = (error: unknown) =>
  atRequestPaths(error, (path) =>
    path
      .replace(/^screenElements/, "addedScreenItems")
      .replace(/^(screenHeader\.)?search\b/, "SearchNavigationMetadata")
      .replace(/^(screenHeader\.)?isGenericLookup$/, "IsGenericLookup"),
  );

/**
 * createportalscreen (spec §3 "Screen save payload"): portal, lookup and confirmation screens. A
 * new name is created through the screen store's create path (createscreenbyelements); an
 * existing screen is edited: removedIds leave its main section, addedScreenItems replace the
 * item with their id or are added, idSequence orders the result, header fields replace the
 * document's. Both are validated and stored as a revision by the screen store.
 */
export async function createPortalScreen(db: Db, actor: Actor, body: TCreatePortalScreenRequest) {
  const { screenName, comment, ...header } = body.screenHeader;
  const existing = await findScreenByName(db, screenName);
  checkWorkflowFields(body, existing);
  if (!existing) {
    return createScreenByElements(db, actor, {
      screenType: body.screenType,
      screenHeader: { screenName, comment, ...header, ...lookupHeader(body) },
      screenElements: ordered(body.addedScreenItems, body.idSequence),
      baseRevision: body.baseRevision,
    }).catch((error: unknown) => {
      throw rename(error);
    });
  }
  if (existing.type !== body.screenType)
    throw fieldError("screenType", "error_screen_type_differs", {
      name: existing.name,
      type: existing.type,
      expected: body.screenType,
    });
  const doc = existing.document as Item & { sections?: { id: string; items: Item[] }[] };
  const [main, ...rest] = doc.sections ?? [{ id: "main", items: [] }];
  const added = new Map(body.addedScreenItems.map((item) => [String(item.id), item]));
  const kept = (main?.items ?? [])
    .filter((item) => !body.removedIds.includes(String(item.id)))
    .map((item) => added.get(String(item.id)) ?? item);
  const keptIds = new Set(kept.map((item) => String(item.id)));
  const items = ordered(
    [...kept, ...body.addedScreenItems.filter((i) => !keptIds.has(String(i.id)))],
    body.idSequence,
  );
  const raw = {
    ...doc,
    ...header,
    ...lookupHeader(body),
    name: existing.name,
    type: body.screenType,
    ...(body.screenType === "lookup"
      ? {}
      : { sections: [{ ...main, id: main?.id ?? "main", items }, ...rest] }),
  };
  return saveScreen(db, actor, raw, { comment: comment ?? "edited", baseRevision: body.baseRevision }).catch(
    (error: unknown) => {
      throw rename(error);
    },
  );
}
