import type { FastifyReply } from "fastify";
import { BLOB_CSP } from "../../plugins/security-headers.plugin.js";

/** Types a browser may show; anything else goes out as opaque bytes. */
const KNOWN_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf"]);

/** An attachment as a download: never rendered as a page (attachment, nosniff, sandboxing CSP). */
export function sendAttachment(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; bytes: Buffer },
): FastifyReply {
  const safeName = file.fileName.replace(/[^A-Za-z0-9._-]/g, "_");
  return reply
    .type(KNOWN_TYPES.has(file.contentType) ? file.contentType : "application/octet-stream")
    .header("x-content-type-options", "nosniff")
    .header("content-disposition", `attachment; filename="${safeName}"`)
    .header("content-security-policy", BLOB_CSP)
    .header("cache-control", "private, no-store")
    .send(file.bytes);
}
