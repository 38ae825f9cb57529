import { parseScreenDocument, type ReportCatalog } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { loadMessages } from "../../platform/messages/messages.repository.js";
import { screenDocuments } from "../../engine/screens/screens.repository.js";

/** What a report may name: the portal messages and the searches of the stored screens. */
export async function buildReportCatalog(db: Db): Promise<ReportCatalog> {
  const messages = await loadMessages(db);
  const searches = new Map<
    string,
    { columns: Set<string>; dateColumns: Set<string>; filters: Set<string> }
  >();
  for (const row of await screenDocuments(db)) {
    const parsed = parseScreenDocument(row.document);
    if (!parsed.ok || !("search" in parsed.value) || !parsed.value.search) continue;
    const search = parsed.value.search;
    searches.set(row.name.toLowerCase(), {
      columns: new Set(search.columns.map((c) => c.column)),
      dateColumns: new Set(
        search.columns.filter((c) => c.type === "date" || c.type === "dateTime").map((c) => c.column),
      ),
      filters: new Set(search.filters.map((f) => f.item_name.toLowerCase())),
    });
  }
  return {
    hasMessage: (key) => key in messages,
    searchOf: (screen) => searches.get(screen.toLowerCase()),
  };
}
