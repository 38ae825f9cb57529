import { parseScreenDocument, workflowScreenNames, type TScreenDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { storedWorkflows } from "../workflows/workflow-catalog.js";
import { screenDocuments } from "./screens.repository.js";

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
 * Who uses any of the named screens, as people read it (`workflow "REQUEST"`, `screen "request"`),
 * leaving out the named screens themselves (a screen deleted with its sub-screens may name them).
 * Every stored workflow and screen is read: a delete is a rare designer action.
 */
export async function usersOfScreens(db: Db, names: string[]): Promise<string[]> {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const uses = (named: string[]) => named.some((n) => wanted.has(n.toLowerCase()));
  const users: string[] = [];
  for (const [, doc] of await storedWorkflows(db))
    if (uses(workflowScreenNames(doc))) users.push(`workflow "${doc.header.name}"`);
  for (const row of await screenDocuments(db)) {
    if (wanted.has(row.name.toLowerCase())) continue;
    const parsed = parseScreenDocument(row.document);
    if (parsed.ok && uses(screensNamedBy(parsed.value))) users.push(`screen "${row.name}"`);
  }
  return users;
}
