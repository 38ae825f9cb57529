import { issueMessage, type TKeyedMessage } from "@fsm/contracts";
import type { $ZodError } from "zod/v4/core";

/** One problem in a document: the exact path (`sections[0].items[3].lookup.screen`) and why. */
export interface MetadataIssue {
  path: string;
  message: string;
  /** The catalogue message of `message`, when the check that refused has one (keyedIssue). */
  refusal?: TKeyedMessage;
}

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === "number") return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, "");
}

export function fromZodError(error: $ZodError): MetadataIssue[] {
  return error.issues.map((issue) => {
    const refusal = issueMessage(issue);
    const path = formatPath(issue.path);
    return refusal ? { path, message: issue.message, refusal } : { path, message: issue.message };
  });
}

export const describeIssue = (issue: MetadataIssue): string =>
  issue.path ? `${issue.path}: ${issue.message}` : issue.message;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: MetadataIssue[] };
