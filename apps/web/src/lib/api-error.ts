import { DEFAULT_MESSAGES, type TFieldError } from "@fsm/contracts";

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

/** A failed call: HTTP status and reason phrase, the server's error code, message and field errors. */
export class ApiError extends Error {
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
  }

  /** The message for one field, for forms that show server validation next to the input. */
  fieldMessage(path: string): string | undefined {
    return this.details?.find((d) => d.path === path)?.message;
  }
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === "AbortError";
