import type { FastifyReply } from "fastify";
import { BLOB_CSP } from "../../plugins/security-headers.plugin.js";
import type { StoredFileRow } from "./stored-files.table.js";

/** Sends stored bytes as an inert download-safe resource: exact type, nosniff, inline, sandboxed. */
export function sendStoredFile(reply: FastifyReply, file: StoredFileRow, cacheControl: string): FastifyReply {
  const safeName = file.fileName.replace(/[^A-Za-z0-9._-]/g, "_");
  return reply
    .type(file.contentType)
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", `inline; filename="${safeName}"`)
    .header("content-security-policy", BLOB_CSP)
    .header("cache-control", cacheControl)
    .send(file.bytes);
}
