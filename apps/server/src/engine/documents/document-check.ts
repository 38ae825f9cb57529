import {
  englishText,
  message,
  type TCatalogueKey,
  type TDocumentProblem,
  type TFieldError,
  type TKeyedMessage,
} from "@fsm/contracts";
import type { MetadataIssue } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { DocumentKind } from "./document-kind.js";

const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** A check's dotted path (`sections[0].items[3].label`) as a JSON pointer (`/sections/0/items/3/label`). */
export function toPointer(path: string): string {
  const parts = path
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter(Boolean);
  return parts.map((p) => `/${escape(p)}`).join("");
}

/** A problem from a catalogue message at a JSON pointer. */
export function problem(
  path: string,
  severity: TDocumentProblem["severity"],
  text: TKeyedMessage,
): TDocumentProblem {
  const values = (text.values ?? {}) as Record<string, string | number>;
  return { path, severity, messageKey: text.key, values, message: englishText(text) };
}

/** A check's words without a key of their own travel under error_document_problem ("{problem}"). */
const keyedOr = (key: string | undefined, values: TFieldError["values"], words: string): TKeyedMessage =>
  key
    ? ({ key: key as TCatalogueKey, values } as TKeyedMessage)
    : message("error_document_problem", { problem: words });

/** A format or reference issue of packages/metadata as an error at its JSON pointer. */
export const issueProblem = (issue: MetadataIssue): TDocumentProblem =>
  problem(toPointer(issue.path), "error", issue.refusal ?? keyedOr(undefined, undefined, issue.message));

/** A refusal's field details (a kind's validate threw) as errors at their JSON pointers. */
function refusalProblems(error: AppError): TDocumentProblem[] {
  const details = error.options.details;
  if (!details?.length) return [problem("", "error", keyedOr(error.messageKey, error.values, error.message))];
  return details.map((d) => ({
    ...problem(toPointer(d.path), "error", keyedOr(d.messageKey, d.values, d.message)),
    message: d.message,
  }));
}

/**
 * Every problem the kind finds in a raw document, writing nothing: its own check when it
 * declares one (all format and reference errors, plus warnings), else what its validate refuses
 * (all format issues, or all reference issues once the format holds).
 */
export async function checkDocument(db: Db, kind: DocumentKind, raw: unknown): Promise<TDocumentProblem[]> {
  if (kind.check) return kind.check(db, raw);
  try {
    await kind.validate(db, raw);
    return [];
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return refusalProblems(error);
    throw error;
  }
}
