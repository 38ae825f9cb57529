import {
  ErrorCode,
  issueMessage,
  message,
  type TErrorResponse,
  type TFieldError,
  type TMessageValues,
} from "@fsm/contracts";
import type { FastifyError, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, fieldDetail, type ErrorText } from "../lib/app-error.js";
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

/** An error body from a catalogue message: the English text, its key and its values. */
function bodyOf(code: string, text: ErrorText): TErrorResponse {
  const { message: english, messageKey, values } = fieldDetail("", text);
  return { code, message: english, ...(messageKey ? { messageKey } : {}), ...(values ? { values } : {}) };
}

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

function validationBody(error: FastifyError & { validation: ValidationIssue[] }): TErrorResponse {
  const context = (error as { validationContext?: string }).validationContext ?? "body";
  const details: TFieldError[] = error.validation.map((issue) =>
    fieldDetail(
      // An issue on the whole payload is named after its part (body, querystring).
      // Zod paths come as /a/2/b; written a[2].b like every other field path (@fsm/metadata formatPath).
      issue.instancePath
        .replace(/^\//, "")
        .replace(/\/(\d+)(?=\/|$)/g, "[$1]")
        .replace(/\//g, ".") || context,
      issueText(issue),
    ),
  );
  const first = details[0]!;
  return { code: ErrorCode.Validation, message: `${first.path}: ${first.message}`, details };
}

/** Fastify's own client errors (malformed JSON, wrong content type, multipart limits) keep their 4xx. */
function frameworkClientError(error: FastifyError): { status: number; body: TErrorResponse } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (status === 413 || error.code === "FST_REQ_FILE_TOO_LARGE") {
    return { status: 413, body: bodyOf(ErrorCode.TooLarge, message("error_upload_too_large")) };
  }
  if (status === 415)
    return { status, body: bodyOf(ErrorCode.UnsupportedMediaType, message("error_unsupported_media_type")) };
  if (status === 404) return { status, body: bodyOf(ErrorCode.NotFound, message("error_not_found")) };
  if (status === 403) return { status, body: bodyOf(ErrorCode.Forbidden, message("error_forbidden")) };
  return {
    status: 400,
    body: {
      code: ErrorCode.Validation,
      message: `body: ${error.message}`,
      details: [{ path: "body", message: error.message }],
    },
  };
}

/**
 * The error catalogue (ARCHITECTURE §3): every failure leaves as `{ code, message, details? }`.
 * Bad input is never a 500, and a 500 never carries a stack (it is logged instead).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((thrown: FastifyError, request, reply) => {
      // A value the database refused is bad input that a contract let through: 400, logged to mend.
      const refused = thrown instanceof AppError ? null : badInputError(thrown);
      if (refused) request.log.warn({ err: loggableError(thrown) }, "database refused a request value");
      const error = refused ?? thrown;
      if (error instanceof AppError) {
        if (error.options.reason) reply.raw.statusMessage = error.options.reason;
        reply.headers(error.options.headers ?? {});
        const body: TErrorResponse = { code: error.code, message: error.message };
        if (error.messageKey) body.messageKey = error.messageKey;
        if (error.values) body.values = error.values;
        if (error.options.details) body.details = error.options.details;
        return send(reply, error.statusCode, body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) return send(reply, 400, validationBody(error));
      const client = frameworkClientError(error);
      if (client) return send(reply, client.status, client.body);
      request.log.error({ err: loggableError(error) }, "unhandled error");
      return send(reply, 500, bodyOf(ErrorCode.Internal, message("login_server_error")));
    });
  },
  { name: "error-handler" },
);
