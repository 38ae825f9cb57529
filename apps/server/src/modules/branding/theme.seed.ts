import { baselineThemeDocument, PORTAL_THEME_NAME } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import {
  baselineComment,
  baselineStep,
  validForBaseline,
} from "../../engine/documents/baseline-documents.js";
import { storeDocument } from "../../engine/documents/document-store.js";
import { findByName } from "../../engine/documents/documents.repository.js";
import { THEME_KIND } from "./theme.kind.js";

/**
 * The portal's theme as the code ships it (after the messages it names): written while only the
 * seed has written it, so a changed baseline reaches a portal nobody restyled and never replaces
 * a designer's theme. Nothing is written when it is stored as shipped.
 */
export async function seedTheme(db: Db): Promise<void> {
  const shipped = baselineThemeDocument();
  const stored = await findByName(db, THEME_KIND.format.kind, PORTAL_THEME_NAME);
  const step = await baselineStep(db, THEME_KIND.format.kind, PORTAL_THEME_NAME, stored, shipped);
  if (step === "current" || step === "kept") return;
  const doc = await validForBaseline(step, PORTAL_THEME_NAME, () => THEME_KIND.validate(db, shipped));
  if (doc)
    await storeDocument(db, THEME_KIND, null, doc, { isBaseline: true, comment: baselineComment(step) });
}
