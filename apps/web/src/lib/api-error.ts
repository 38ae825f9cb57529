import { DEFAULT_MESSAGES, type TFieldError, type TMessageValues } from "@fsm/contracts";

/*
 * The text of a failure the server did not explain (spec §8: "else Server error"). The API client
 * sits below the message cache (which loads through it), so the app installs the translated
 * lookup at start instead of the client importing it; until then the English default stands.
 */
let unexplained = (): string => DEFAULT_MESSAGES.login_server_error;
export const unexplainedErrorText = (): string => unexplained();
export function setUnexplainedErrorText(text: () => string): void {
  unexplained = text;
}

const isValues = (values: unknown): values is TMessageValues =>
  typeof values === "object" &&
  values !== null &&
  !Array.isArray(values) &&
  Object.values(values).every((v) => typeof v === "string" || typeof v === "number");

/**
 * A failed call: HTTP status and reason phrase, the server's error code, message and field errors,
 * and the catalogue key and values of the message (what lib/messages/error-text.ts translates).
 */
export class ApiError extends Error {
  /** The message's catalogue key, when the server named one (the message is its English default). */
  readonly messageKey?: string;
  readonly values?: TMessageValues;

  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly code?: string,
    readonly details?: TFieldError[],
    /** The parsed JSON answer, for errors that carry more than a message (409 with the current row). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
    const source = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    if (typeof source.messageKey === "string") this.messageKey = source.messageKey;
    if (isValues(source.values)) this.values = source.values;
  }
}

/** A failed call the server answered with this HTTP status (403: no access, 404: no such thing). */
export const hasStatus = (error: unknown, status: number): error is ApiError =>
  error instanceof ApiError && error.status === status;

export const isAbortError = (error: unknown): boolean =>
  // By name: the signal's own reason may be a DOMException of another realm (a test's environment).
  typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
