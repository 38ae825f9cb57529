import { ErrorCode, type TErrorCode, type TFieldError } from "@fsm/contracts";

/**
 * An error the client is meant to see: status, catalogue code, a message a person can read,
 * optional field details, and optional headers (Retry-After) or reason phrase (session codes).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    message: string,
    readonly options: { details?: TFieldError[]; headers?: Record<string, string>; reason?: string } = {},
  ) {
    super(message);
  }
}

export const fieldError = (path: string, message: string): AppError =>
  new AppError(400, ErrorCode.Validation, `${path}: ${message}`, { details: [{ path, message }] });

export const forbidden = (message = "You do not have access to this function."): AppError =>
  new AppError(403, ErrorCode.Forbidden, message);

export const notFound = (message = "Not found"): AppError => new AppError(404, ErrorCode.NotFound, message);
