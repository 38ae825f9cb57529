import { ZUpdateEntityFields, type TUpdateEntityFields } from "@fsm/contracts";
import { fromZodError } from "@fsm/metadata";
import type { FastifyRequest } from "fastify";
import { fieldError } from "../../lib/app-error.js";
import { Issues } from "./saveupdate.errors.js";

const JSON_FIELDS = new Set(["dataModel", "originalDataModel", "childTables", "attachments"]);
const MAX_FIELD_BYTES = 2 * 1024 * 1024;

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

/**
 * The save form: multipart (the SPA's FormData) or, for scripts, a JSON body. Files are not
 * accepted here yet, so a save that carries attachments is refused rather than half stored.
 */
export async function readSaveForm(request: FastifyRequest): Promise<TUpdateEntityFields> {
  const raw: Record<string, unknown> = {};
  if (request.isMultipart()) {
    for await (const part of request.parts({
      limits: { fieldSize: MAX_FIELD_BYTES, fields: 20, files: 20 },
    })) {
      if (part.type === "file") {
        await part.toBuffer();
        throw fieldError("attachments", "files cannot be saved with updateentity yet");
      }
      raw[part.fieldname] = decode(part.fieldname, part.value);
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
  if (parsed.data!.attachments.length)
    throw fieldError("attachments", "files cannot be saved with updateentity yet");
  return parsed.data!;
}
