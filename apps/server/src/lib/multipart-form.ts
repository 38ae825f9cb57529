import { ErrorCode, message } from "@fsm/contracts";
import { fromZodError } from "@fsm/metadata";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, fieldError, invalidFields, issueDetail } from "./app-error.js";

/** How a form's files are checked while they stream in. */
export type FileRules = {
  /** The most bytes of all files of one request together (maxRequestLength). */
  maxBytes: number;
  maxFiles: number;
  /**
   * Called with the file's name and its first bytes (up to HEAD_BYTES) as soon as they are in,
   * and again with the name the form gives it; throws (415) for a blocked name or content.
   */
  inspect(fileName: string, head: Buffer): void;
};

export type FormFile = { field: string; fileName: string; bytes: Buffer };

/** Enough of a file to tell what it really is (file-sniff reads at most the first kilobyte). */
const HEAD_BYTES = 4096;

const tooLarge = (fileName: string, limit: number) =>
  new AppError(413, ErrorCode.TooLarge, message("error_file_too_large", { fileName, limit }));

/** Reads one file part chunk by chunk: refused the moment it breaks a rule, never held whole first. */
async function readFile(
  part: { filename: string; fieldname: string; file: AsyncIterable<Buffer> & { truncated: boolean } },
  rules: FileRules,
  used: { bytes: number },
): Promise<FormFile> {
  const fileName = part.filename ?? "";
  if (fileName.includes("\u0000")) throw fieldError(part.fieldname, "error_file_name_nul");
  rules.inspect(fileName, Buffer.alloc(0));
  const chunks: Buffer[] = [];
  let size = 0;
  let inspected = false;
  for await (const chunk of part.file) {
    size += chunk.length;
    used.bytes += chunk.length;
    if (used.bytes > rules.maxBytes) throw tooLarge(fileName, rules.maxBytes);
    chunks.push(chunk);
    if (!inspected && size >= HEAD_BYTES) {
      rules.inspect(fileName, Buffer.concat(chunks));
      inspected = true;
    }
  }
  if (part.file.truncated) throw tooLarge(fileName, rules.maxBytes);
  const bytes = Buffer.concat(chunks);
  if (!inspected) rules.inspect(fileName, bytes);
  return { field: part.fieldname, fileName, bytes };
}

/** Errors of the multipart parser itself: a body cut short, no boundary, too many parts. */
function malformed(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  const reason = error instanceof Error ? error.message : "unreadable";
  if (status === 413)
    return new AppError(413, ErrorCode.TooLarge, message("error_form_too_many_parts", { reason }));
  return fieldError("body", "error_form_unreadable", { reason });
}

/**
 * A multipart/form-data request: text fields validated by the route's contract (the same schema
 * the OpenAPI document publishes), files checked as they stream — size across the whole request,
 * blocked names and contents — so a refused upload never sits in memory whole. Malformed bodies
 * (cut short, no boundary) are a 400.
 */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  rules: FileRules,
): Promise<{ fields: z.output<S>; files: FormFile[] }> {
  if (!request.isMultipart()) throw fieldError("body", "error_form_not_multipart");
  const raw: Record<string, string> = {};
  const files: FormFile[] = [];
  const used = { bytes: 0 };
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: rules.maxFiles, fields: 50, fieldSize: 2 * 1024 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === "file") files.push(await readFile(part, rules, used));
      else if (typeof part.value === "string") raw[part.fieldname] = part.value;
    }
  } catch (error) {
    throw malformed(error);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw invalidFields(fromZodError(parsed.error).map((i) => issueDetail(i.path || "body", i)));
  }
  return { fields: parsed.data, files };
}
