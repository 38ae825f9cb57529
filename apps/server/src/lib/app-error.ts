import {
  ErrorCode,
  englishText,
  message,
  type TCatalogueKey,
  type TDocumentConflict,
  type TErrorCode,
  type TFieldError,
  type TKeyedMessage,
  type TMessageValues,
  type TValuesArg,
} from "@fsm/contracts";
import type { MetadataIssue } from "@fsm/metadata";

/**
 * What an error says: a catalogue message (key and values, whose English default filled in is the
 * message), or words that are no catalogue message — a zod issue's own, or a validation error's
 * first detail after its path.
 */
export type ErrorText = TKeyedMessage | { text: string };

const keyed = (text: ErrorText): TKeyedMessage | undefined => ("key" in text ? text : undefined);
const words = (text: ErrorText): string => ("key" in text ? englishText(text) : text.text);

/**
 * An error the client is meant to see: status, catalogue code, a message a person can read (with
 * its message key and values, so the web shows it translated), optional field details, and
 * optional headers (Retry-After) or reason phrase (session codes).
 */
export class AppError extends Error {
  readonly messageKey: TCatalogueKey | undefined;
  readonly values: TMessageValues | undefined;
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    text: ErrorText,
    readonly options: {
      details?: TFieldError[];
      headers?: Record<string, string>;
      reason?: string;
      /** A stale write of a metadata document (409): the document as it now is. */
      conflict?: TDocumentConflict;
    } = {},
  ) {
    const source = keyed(text);
    super(words(text));
    this.messageKey = source?.key;
    this.values = source?.values;
  }
}

/** One field's problem: the English text, with the catalogue key and values it comes from. */
export function fieldDetail(path: string, text: ErrorText): TFieldError {
  const source = keyed(text);
  if (!source) return { path, message: words(text) };
  const { key, values } = source;
  return { path, message: englishText(source), messageKey: key, ...(values ? { values } : {}) };
}

/** A zod issue (fromZodError) as a field detail: its catalogue message when it has one, else its words. */
export const issueDetail = (path: string, issue: MetadataIssue): TFieldError =>
  fieldDetail(path, issue.refusal ?? { text: issue.message });

/** A refusal naming each bad field (400 by default); its message is the first one's, after its path. */
export function invalidFields(
  details: TFieldError[],
  status = 400,
  code: TErrorCode = ErrorCode.Validation,
): AppError {
  const first = details[0]!;
  return new AppError(status, code, { text: `${first.path}: ${first.message}` }, { details });
}

/** A 400 for one field: `fieldError("cursor", "error_bad_cursor")`, `fieldError(path, key, { … })`. */
export const fieldError = <K extends TCatalogueKey>(
  path: string,
  key: K,
  ...values: TValuesArg<K>
): AppError => invalidFields([fieldDetail(path, message(key, ...values))]);

/** A 403; without a key, "You do not have access to this function." */
export function forbidden<K extends TCatalogueKey = "error_no_access">(
  key = "error_no_access" as K,
  ...values: TValuesArg<K>
): AppError {
  return new AppError(403, ErrorCode.Forbidden, message(key, ...values));
}

/** A 404; without a key, "Not found". */
export function notFound<K extends TCatalogueKey = "error_not_found">(
  key = "error_not_found" as K,
  ...values: TValuesArg<K>
): AppError {
  return new AppError(404, ErrorCode.NotFound, message(key, ...values));
}
