import {
  ErrorCode,
  issueMessage,
  message,
  type TErrorResponse,
  type TFieldError,
  type TMessageValues,
} from "@fsm/contracts";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  AppError,
  fieldDetail,
  fieldError,
  invalidFields,
  notFound,
  type ErrorText,
} from "../lib/app-error.js";
import { badInputError, loggableError } from "../lib/db-errors.js";

/** Messages may quote what the client sent; a NUL in them must not break the answer's own schema. */
const printable = (text: string) => text.replaceAll("\u0000", "\uFFFD");
const printableValues = (values: TMessageValues) =>
  Object.fromEntries(
    Object.entries(values).map(([name, v]) => [name, typeof v === "string" ? printable(v) : v]),
  );
const printableDetail = (d: TFieldError): TFieldError => ({
  ...d,
  path: printable(d.path),
  message: printable(d.message),
  ...(d.values ? { values: printableValues(d.values) } : {}),
});

const send = (reply: FastifyReply, status: number, body: TErrorResponse) =>
  reply
    .code(status)
    .type("application/json")
    .send({
      ...body,
      message: printable(body.message),
      ...(body.values ? { values: printableValues(body.values) } : {}),
      ...(body.details ? { details: body.details.map(printableDetail) } : {}),
    });

/** What an AppError says on the wire: its code, English text, catalogue key and values, details. */
const bodyOf = (error: AppError): TErrorResponse => ({
  code: error.code,
  message: error.message,
  ...(error.messageKey ? { messageKey: error.messageKey } : {}),
  ...(error.values ? { values: error.values } : {}),
  ...(error.options.details ? { details: error.options.details } : {}),
  ...(error.options.conflict ? { conflict: error.options.conflict } : {}),
});

type ValidationIssue = {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { params?: unknown };
};

/** A contract's refusal: its catalogue message when it has one (keyedIssue), else the zod issue's words. */
const issueText = (issue: ValidationIssue): ErrorText =>
  issueMessage({ code: issue.keyword, params: issue.params?.params }) ??
  (issue.message ? { text: issue.message } : message("error_invalid"));

function validationError(error: FastifyError & { validation: ValidationIssue[] }): AppError {
  const context = (error as { validationContext?: string }).validationContext ?? "body";
  return invalidFields(
    error.validation.map((issue) =>
      fieldDetail(
        // An issue on the whole payload is named after its part (body, querystring).
        // Zod paths come as /a/2/b; written a[2].b like every other field path (@fsm/metadata formatPath).
        issue.instancePath
          .replace(/^\//, "")
          .replace(/\/(\d+)(?=\/|$)/g, "[$1]")
          .replace(/\//g, ".") || context,
        issueText(issue),
      ),
    ),
  );
}

/** Fastify's own client errors (malformed JSON, wrong content type, multipart limits) keep their 4xx. */
function frameworkClientError(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (status === 413 || error.code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError(413, ErrorCode.TooLarge, message("error_upload_too_large"));
  if (status === 415)
    return new AppError(415, ErrorCode.UnsupportedMediaType, message("error_unsupported_media_type"));
  if (status === 404) return notFound();
  if (status === 403) return new AppError(403, ErrorCode.Forbidden, message("error_forbidden"));
  return invalidFields([{ path: "body", message: error.message }]);
}

/** The client error a thrown error stands for, or null when it is the server's fault (a 500). */
function clientError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error);
  return frameworkClientError(error);
}

const INTERNAL = new AppError(500, ErrorCode.Internal, message("login_server_error"));

/**
 * Errors of the router itself, answered before any route or hook (frameworkErrors in app.ts): a
 * path the router cannot percent-decode, a path parameter over its length.
 */
function routerError(error: FastifyError): AppError | null {
  if (error.code === "FST_ERR_BAD_URL") return fieldError("path", "error_bad_url_encoding");
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH")
    return invalidFields([fieldDetail("path", message("error_path_too_long"))], 414);
  return null;
}

/**
 * The error catalogue (ARCHITECTURE §3): every failure leaves as `{ code, message, details? }`.
 * Bad input is never a 500, and a 500 never carries a stack (it is logged instead).
 */
export function sendError(thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A value the database refused is bad input that a contract let through: 400, logged to mend.
  const refused = thrown instanceof AppError ? null : badInputError(thrown);
  if (refused) request.log.warn({ err: loggableError(thrown) }, "database refused a request value");
  const client = refused ?? routerError(thrown) ?? clientError(thrown);
  if (!client) request.log.error({ err: loggableError(thrown) }, "unhandled error");
  const error = client ?? INTERNAL;
  // HTTP/2 has no reason phrase: there the code alone says it.
  if (error.options.reason && request.raw.httpVersionMajor < 2)
    reply.raw.statusMessage = error.options.reason;
  reply.headers(error.options.headers ?? {});
  return send(reply, error.statusCode, bodyOf(error));
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler(sendError);
  },
  { name: "error-handler" },
);
