import type { TCreateScreenByElementsRequest } from "@fsm/contracts";
import { SCREEN_FORMAT_VERSION } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { nameTaken, unknownScreen } from "./screens.errors.js";
import { findScreenByName } from "./screens.repository.js";
import { storeDocument } from "./screens.service.js";
import { atRequestPaths } from "../documents/documents.errors.js";
import { validateDocument } from "./screens.validate.js";

/**
 * createscreenbyelements: a new screen from a header (name, title, table and any other top-level
 * fields) and the items of its main section. Lookup screens have no sections: their elements are
 * ignored in favour of the header's search. Errors are reported at the request's own paths.
 */
export async function createScreenByElements(db: Db, actor: Actor, body: TCreateScreenByElementsRequest) {
  const { screenName, primaryScreenName, comment, ...header } = body.screenHeader;
  const taken = await findScreenByName(db, screenName);
  // A client that says it creates (base 0) meets the store's conflict answer, with the screen it missed.
  if (taken && body.baseRevision !== 0) throw nameTaken(screenName);
  const primary = primaryScreenName ? await findScreenByName(db, primaryScreenName) : undefined;
  if (primaryScreenName && !primary) throw unknownScreen(primaryScreenName);
  const raw = {
    ...header,
    formatVersion: SCREEN_FORMAT_VERSION,
    type: body.screenType,
    name: screenName,
    ...(body.screenType === "lookup" ? {} : { sections: [{ id: "main", items: body.screenElements }] }),
  };
  const doc = await validateDocument(db, raw).catch((error: unknown) => {
    throw atRequestPaths(error, requestPath);
  });
  return storeDocument(db, actor, doc, {
    comment,
    primaryScreenId: primary?.id ?? null,
    baseRevision: body.baseRevision,
  });
}

/** sections[0].items[2].label → screenElements[2].label; other fields live in the header. */
const requestPath = (path: string) =>
  path.startsWith("sections[0].items")
    ? path.replace(/^sections\[0\]\.items/, "screenElements")
    : path === "name"
      ? "screenHeader.screenName"
      : `screenHeader.${path}`;
