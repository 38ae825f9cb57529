import { codeTableOf } from "@fsm/metadata";
import { useQuery } from "@tanstack/react-query";
import { isBadgeCodeTable } from "../../../lib/ui/badge-tones";
import { CodeBadge } from "../../../lib/ui/code-badge";
import type { CodePage } from "../../data-source";
import { useRendererServices } from "../../renderer-services";
import type { FieldDisplayProps } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { asText } from "../shared/values";
import { useProvidedCodePage } from "./code-pages";
import { firstCodesQuery, useCodeLimit, useMessagesStamp } from "./use-code-options";

/**
 * A code shown by its label ("Open", not "OPEN"). Labels come from the same cached first page the
 * select uses (statuses and priorities as badges); a code beyond it (a very long table) or a
 * failed fetch still shows the code itself. Inside a region that provides its table's page (a
 * list's rows) the label is read from there; elsewhere the display observes the table itself.
 */
export function CodeDisplay({ item, value }: FieldDisplayProps) {
  const code = asText(value);
  const table = codeTableOf(item) ?? "";
  const provided = useProvidedCodePage(table);
  if (provided.provided) return <CodeLabel code={code} table={table} page={provided.page} />;
  return <ObservedCodeDisplay code={code} table={table} />;
}

function ObservedCodeDisplay({ code, table }: { code: string; table: string }) {
  const { codes } = useRendererServices();
  const limit = useCodeLimit();
  const stamp = useMessagesStamp();
  const page = useQuery(firstCodesQuery(codes, table, limit, stamp, code !== "" && table !== ""));
  return <CodeLabel code={code} table={table} page={page.data} />;
}

function CodeLabel({ code, table, page }: { code: string; table: string; page?: CodePage }) {
  const label = page?.options.find((o) => o.value === code)?.label;
  // Statuses and priorities are badges (colour and words); other codes plain text.
  if (code !== "" && isBadgeCodeTable(table)) return <CodeBadge code={code} label={label ?? code} />;
  return <PlainDisplay text={label ?? code} />;
}
