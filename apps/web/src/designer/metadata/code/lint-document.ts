import type { Diagnostic } from "@codemirror/lint";
import type { LintableFormat } from "./kind-formats";
import type { TDocumentProblem } from "@fsm/contracts";
import { parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import type { TTranslate } from "../../../lib/messages/use-message";
import { issuePathToPath, pointerToPath, rangeOfPath } from "./json-paths";

/** The text read once: its syntax tree (offsets), its syntax errors, and its value when it has none. */
export interface ParsedText {
  root: Node | undefined;
  errors: ParseError[];
  value: unknown;
  valid: boolean;
}

export function parseText(text: string): ParsedText {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !root) return { root, errors, value: undefined, valid: false };
  try {
    return { root, errors, value: JSON.parse(text) as unknown, valid: true };
  } catch {
    // jsonc-parser accepts a little more than JSON (e.g. lone surrogates): JSON.parse is the judge.
    return { root, errors, value: undefined, valid: false };
  }
}

/** Syntax errors at their offset; only the first, since the ones after it follow from it. */
function syntaxDiagnostics(parsed: ParsedText, t: TTranslate): Diagnostic[] {
  const first = parsed.errors[0];
  if (!first)
    return parsed.valid ? [] : [{ from: 0, to: 0, severity: "error", message: t("mde_syntax_invalid") }];
  return [
    {
      from: first.offset,
      to: first.offset + Math.max(first.length, 0),
      severity: "error",
      message: t("mde_json_syntax", { error: printParseErrorCode(first.error) }),
      source: "json",
    },
  ];
}

/**
 * What the server would refuse, found by the kind's own zod format (the same parser the server
 * runs), each fault marked at its path: one diagnostic per issue, in the portal's words when the
 * check that raised it names a catalogue message.
 */
export function lintDocument(parsed: ParsedText, format: LintableFormat, t: TTranslate): Diagnostic[] {
  if (!parsed.valid) return syntaxDiagnostics(parsed, t);
  const result = format.parse(parsed.value);
  if (result.ok) return [];
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const issue of result.issues) {
    const message = issue.refusal
      ? keyed(t, issue.refusal.key, issue.refusal.values, issue.message)
      : issue.message;
    const id = `${issue.path}\u0000${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const range = rangeOfPath(parsed.root, issuePathToPath(issue.path));
    out.push({ ...range, severity: "error", message: labelled(issue.path, message), source: "format" });
  }
  return out;
}

/** The server check's findings (editor.problems) at their pointers, warnings as warnings. */
export function problemDiagnostics(parsed: ParsedText, problems: readonly TDocumentProblem[], t: TTranslate) {
  if (!parsed.root) return [];
  return problems.map((problem): Diagnostic => ({
    ...rangeOfPath(parsed.root, pointerToPath(problem.path)),
    severity: problem.severity,
    message: keyed(t, problem.messageKey, problem.values, problem.message),
    source: "check",
  }));
}

const labelled = (path: string, message: string) => (path ? `${path}: ${message}` : message);

/** A keyed text in the user's language, or the English that came with it when this build lacks the key. */
function keyed(
  t: TTranslate,
  key: string,
  values: Record<string, string | number> | undefined,
  english: string,
) {
  const text = t(key, values);
  return text === `*${key}*` ? english : text;
}
