import { ZUpdateEntityFields, type TUpdateEntityFields } from "@fsm/contracts";
import { fromZodError } from "@fsm/metadata";
import type { FastifyRequest } from "fastify";
import { fieldError } from "../../lib/app-error.js";
import type { CheckedFile } from "../attachments/attachments.service.js";
import {
  checkFile,
  partOptions,
  readFilePart,
  type RawFile,
  type UploadLimits,
} from "../attachments/upload-form.js";
import { Issues } from "./saveupdate.errors.js";

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
    throw fieldError(name, "must be JSON");
  }
}

export type SaveForm = { fields: TUpdateEntityFields; files: Map<string, CheckedFile> };

/**
 * The save form: multipart (the SPA's FormData; a file part is named by its attachmentId) or, for
 * scripts, a JSON body. Files are checked (size, blacklist) before the transaction opens.
 */
export async function readSaveForm(request: FastifyRequest, limits: UploadLimits): Promise<SaveForm> {
  const raw: Record<string, unknown> = {};
  const rawFiles: RawFile[] = [];
  if (request.isMultipart()) {
    for await (const part of request.parts(partOptions(limits, 20))) {
      if (part.type === "file") rawFiles.push(await readFilePart(part));
      else raw[part.fieldname] = decode(part.fieldname, part.value);
    }
  } else {
    for (const [name, value] of Object.entries((request.body ?? {}) as Record<string, unknown>))
      raw[name] = decode(name, value);
  }
  const parsed = ZUpdateEntityFields.safeParse(raw);
  if (!parsed.success) {
    const issues = new Issues();
    for (const issue of fromZodError(parsed.error)) issues.add(issue.path || "body", issue.message);
    issues.throwIfAny();
  }
  const fields = parsed.data!;
  const files = new Map<string, CheckedFile>();
  for (const file of rawFiles) {
    if (!fields.attachments.some((a) => a.attachmentId === file.field))
      throw fieldError(file.field, "a file part must be named by an attachmentId of attachments");
    files.set(file.field, checkFile(file, limits));
  }
  return { fields, files };
}
