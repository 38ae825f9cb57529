import { parseScreenDocument, type TScreenDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { declareOnce } from "../../lib/declare-once.js";
import { screenDocuments } from "./screens.repository.js";

declare module "../../lib/server-module.js" {
  interface ServerModuleParts {
    /** Stored documents that name screens, so a used screen cannot be deleted. */
    screenUsers?: ScreenUsers[];
  }
}

/** Every screen a screen document names: lookups, counters, navigation links and buttons. */
export function screensNamedBy(doc: TScreenDocument): string[] {
  const items = "sections" in doc ? doc.sections.flatMap((s) => s.items) : [];
  const buttons = "actions" in doc ? doc.actions : [];
  const names = [...items, ...buttons].flatMap((item) => {
    if (item.kind === "field") return item.type === "lookup" ? [item.lookup.screen] : [];
    if (item.kind === "counter" || item.kind === "navLink") return [item.screen];
    if (item.kind === "button" && item.action.type === "navigate") return [item.action.screen];
    return [];
  });
  return [...new Set(names)];
}

/**
 * Stored documents outside the screens that name screens (workflows), declared by the folder that
 * owns them: the screens stand below the workflows and cannot read them by name.
 */
export type ScreenUsers = {
  kind: string;
  /** Each stored document as people read it (`workflow "REQUEST"`) with the screens it names. */
  list(db: Db): Promise<{ user: string; screens: string[] }[]>;
};

const screenUsers = new Map<string, ScreenUsers>();

export function declareScreenUsers(...declared: ScreenUsers[]): void {
  for (const users of declared) declareOnce(screenUsers, users.kind, users, "screen users");
}

/**
 * Who uses any of the named screens, as people read it (`workflow "REQUEST"`, `screen "request"`),
 * leaving out the named screens themselves (a screen deleted with its sub-screens may name them).
 * Every stored workflow and screen is read: a delete is a rare designer action.
 */
export async function usersOfScreens(db: Db, names: string[]): Promise<string[]> {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const uses = (named: string[]) => named.some((n) => wanted.has(n.toLowerCase()));
  const users: string[] = [];
  for (const declared of screenUsers.values())
    for (const { user, screens } of await declared.list(db)) if (uses(screens)) users.push(user);
  for (const row of await screenDocuments(db)) {
    if (wanted.has(row.name.toLowerCase())) continue;
    const parsed = parseScreenDocument(row.document);
    if (parsed.ok && uses(screensNamedBy(parsed.value))) users.push(`screen "${row.name}"`);
  }
  return users;
}
