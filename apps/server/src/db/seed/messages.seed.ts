import { MESSAGE_CATALOGUE } from "@fsm/contracts";
import { FALLBACK_LOCALE } from "@fsm/metadata";
import type { Db } from "../client.js";
import {
  BASELINE_COMMENT,
  BASELINE_UPDATE_COMMENT,
  sameJson,
} from "../../engine/documents/baseline-documents.js";
import { storeDocument } from "../../engine/documents/document-store.js";
import { lockedMessages } from "../../engine/messages/message-writes.js";
import { MESSAGES_KIND } from "../../engine/messages/messages.kind.js";
import {
  loadMessageRows,
  recordSeededTexts,
  syncLocaleMessages,
  type MessageRow,
} from "../../platform/messages/messages.repository.js";
import { WORKFLOW_MESSAGES } from "./screens/workflow-messages.js";
import { DOMAIN_MESSAGES } from "./domain-messages.js";

type Seeded = { key: string; text: string; seededText: string };

/**
 * The code's default texts over what is stored (portal_messages, which records the text the seed
 * wrote last as seeded_text): a new key gets its default; a changed default replaces the stored
 * text only while that text is still the one the seed wrote last (nobody edited it in the
 * portal), and a row from before the seed kept its defaults (seeded_text null) is adopted when it
 * already equals the default. An administrator's edit is never overwritten.
 */
function applyDefaults(
  rows: MessageRow[],
  texts: Record<string, string>,
  doc: Record<string, string>,
): Seeded[] {
  const defaults: Record<string, string> = { ...MESSAGE_CATALOGUE, ...DOMAIN_MESSAGES, ...WORKFLOW_MESSAGES };
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const seeded: Seeded[] = [];
  for (const [key, text] of Object.entries(defaults)) {
    const row = byKey.get(key);
    if (!row) {
      texts[key] = doc[key] ?? text;
      seeded.push({ key, text: texts[key], seededText: text });
    } else if (
      row.seededText !== text &&
      (row.text === row.seededText || (row.seededText === null && row.text === text))
    ) {
      texts[key] = text;
      seeded.push({ key, text, seededText: text });
    }
  }
  return seeded;
}

/**
 * Every locale's messages document brought up to what the portal shows: the stored texts (the
 * read model: a database from before the kind gets its first revision from it) with the code's
 * defaults applied to en-US. A revision is written only when a text changed, and the read model
 * only where it differs, so a start with nothing changed reads two things and writes nothing.
 */
export async function seedMessageDefaults(db: Db): Promise<void> {
  const rows = await loadMessageRows(db);
  const locales = new Set([FALLBACK_LOCALE, ...rows.map((row) => row.locale)]);
  for (const locale of locales) {
    const own = rows.filter((row) => row.locale === locale);
    const stored = await lockedMessages(db, locale);
    const ownTexts = Object.fromEntries(own.map((row) => [row.key, row.text]));
    const texts = { ...stored.messages, ...ownTexts };
    const seeded = locale === FALLBACK_LOCALE ? applyDefaults(own, texts, stored.messages) : [];
    const isNew = !Object.keys(stored.messages).length;
    if (!sameJson(stored.messages, texts)) {
      const doc = await MESSAGES_KIND.validate(db, { ...stored, messages: texts });
      const comment = isNew ? BASELINE_COMMENT : BASELINE_UPDATE_COMMENT;
      await storeDocument(db, MESSAGES_KIND, null, doc, { comment });
    } else if (!sameJson(ownTexts, texts)) await syncLocaleMessages(db, locale, texts, own);
    if (seeded.length) await recordSeededTexts(db, locale, seeded);
  }
}
