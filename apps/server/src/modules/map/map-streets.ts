import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { ErrorCode, message } from "@fsm/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, notFound } from "../../lib/app-error.js";

/** One byte range of a file of `size` bytes, inclusive; null: the header asks for no part of it. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    // A suffix: the last n bytes.
    const n = Number(match[2]);
    return n > 0 && size > 0 ? { start: Math.max(0, size - n), end: size - 1 } : null;
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

/**
 * Serves the operator's PMTiles archive as MapLibre's pmtiles protocol reads it: single byte
 * ranges (206), the whole file without Range (200), an ETag so a replaced file is noticed. Several
 * ranges in one header are answered with the whole file, which HTTP allows.
 */
export async function sendStreets(file: string | null, request: FastifyRequest, reply: FastifyReply) {
  if (!file) throw notFound();
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();
  const size = info.size;
  const etag = `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply
    .header("Accept-Ranges", "bytes")
    .header("ETag", etag)
    .header("Cache-Control", "no-cache")
    .type("application/vnd.pmtiles");
  const header = request.headers.range;
  const ifRange = request.headers["if-range"];
  if (!header || header.includes(",") || (ifRange && ifRange !== etag)) {
    reply.header("Content-Length", size);
    return reply.code(200).send(createReadStream(file));
  }
  const range = parseRange(header, size);
  if (!range)
    throw new AppError(416, ErrorCode.Validation, message("map_range_not_satisfiable"), {
      headers: { "Content-Range": `bytes */${size}` },
    });
  reply
    .header("Content-Range", `bytes ${range.start}-${range.end}/${size}`)
    .header("Content-Length", range.end - range.start + 1);
  return reply.code(206).send(createReadStream(file, { start: range.start, end: range.end }));
}
