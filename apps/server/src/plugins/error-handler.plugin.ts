import { ErrorCode, type TErrorResponse, type TFieldError } from "@fsm/contracts";
import type { FastifyError, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.js";
import { badInputError, loggableError } from "../lib/db-errors.js";

/** Messages may quote what the client sent; a NUL in them must not break the answer's own schema. */
const printable = (text: string) => text.replaceAll("\u0000", "\uFFFD");

const send = (reply: FastifyReply, status: number, body: TErrorResponse) =>
  reply
    .code(status)
    .type("application/json")
    .send({
      ...body,
      message: printable(body.message),
      ...(body.details
        ? { details: body.details.map((d) => ({ path: printable(d.path), message: printable(d.message) })) }
        : {}),
    });

function validationBody(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
): TErrorResponse {
  const context = (error as { validationContext?: string }).validationContext ?? "body";
  const details: TFieldError[] = error.validation.map((issue) => ({
    // An issue on the whole payload is named after its part (body, querystring).
    // Zod paths come as /a/2/b; written a[2].b like every other field path (@fsm/metadata formatPath).
    path:
      issue.instancePath
        .replace(/^\//, "")
        .replace(/\/(\d+)(?=\/|$)/g, "[$1]")
        .replace(/\//g, ".") || context,
    message: issue.message ?? "is invalid",
  }));
  const first = details[0]!;
  return { code: ErrorCode.Validation, message: `${first.path}: ${first.message}`, details };
}

/** Fastify's own client errors (malformed JSON, wrong content type, multipart limits) keep their 4xx. */
function frameworkClientError(error: FastifyError): { status: number; body: TErrorResponse } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (status === 413 || error.code === "FST_REQ_FILE_TOO_LARGE") {
    return {
      status: 413,
      body: { code: ErrorCode.TooLarge, message: "The upload is larger than the allowed size." },
    };
  }
  if (status === 415)
    return { status, body: { code: ErrorCode.UnsupportedMediaType, message: "Unsupported content type." } };
  if (status === 404) return { status, body: { code: ErrorCode.NotFound, message: "Not found" } };
  if (status === 403) return { status, body: { code: ErrorCode.Forbidden, message: "Forbidden" } };
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
        if (error.options.details) body.details = error.options.details;
        return send(reply, error.statusCode, body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) return send(reply, 400, validationBody(error));
      const client = frameworkClientError(error);
      if (client) return send(reply, client.status, client.body);
      request.log.error({ err: loggableError(error) }, "unhandled error");
      return send(reply, 500, { code: ErrorCode.Internal, message: "Server error" });
    });
  },
  { name: "error-handler" },
);
