import { ZUpdateEntityFields, ZUpdateEntityForm, type TUpdateEntityFields } from "@fsm/contracts";
import { fromZodError } from "@fsm/metadata";
import type { FastifyRequest } from "fastify";
import { fieldError } from "../../lib/app-error.js";
import { readMultipartForm } from "../../lib/multipart-form.js";
import type { CheckedFile } from "../attachments/attachments.service.js";
import { attachmentRules, checkedFile, type UploadLimits } from "../attachments/upload-form.js";
import { Issues } from "./records.errors.js";

const JSON_FIELDS = new Set(["dataModel", "originalDataModel", "childTables", "attachments"]);

/** A field's JSON text (spec: form-data fields carry JSON strings); primaryTable may be a plain name. */
function decode(name: string, value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (name === "primaryTable") {
    if (!value.trim().startsWith("{")) return value;
    const parsed = decode("dataModel", value) as { tableName?: unknown };
    return parsed?.tableName;
  }
  if (!JSON_FIELDS.has(name)) return value;
  if (value.trim() === "") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw fieldError(name, "error_not_json");
  }
}

export type SaveForm = { fields: TUpdateEntityFields; files: Map<string, CheckedFile> };

/**
 * The save form: multipart (the SPA's FormData; a file part is named by its attachmentId) or, for
 * scripts, a JSON body. Files are checked (size, blacklist) as they stream, before the transaction.
 */
export async function readSaveForm(request: FastifyRequest, limits: UploadLimits): Promise<SaveForm> {
  const raw: Record<string, unknown> = {};
  const form = request.isMultipart()
    ? await readMultipartForm(request, ZUpdateEntityForm.partial(), attachmentRules(limits, 20))
    : { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
  if (!form.fields || typeof form.fields !== "object" || Array.isArray(form.fields))
    throw fieldError("body", "error_not_form_fields");
  for (const [name, value] of Object.entries(form.fields)) raw[name] = decode(name, value);
  const parsed = ZUpdateEntityFields.safeParse(raw);
  if (!parsed.success) {
    const issues = new Issues();
    for (const issue of fromZodError(parsed.error)) issues.addIssue(issue.path || "body", issue);
    issues.throwIfAny();
  }
  const fields = parsed.data!;
  const files = new Map<string, CheckedFile>();
  for (const file of form.files) {
    if (!fields.attachments.some((a) => a.attachmentId === file.field))
      throw fieldError(file.field, "error_file_part_unnamed");
    files.set(file.field, checkedFile(file.bytes, file.fileName, limits, file.field));
  }
  return { fields, files };
}
