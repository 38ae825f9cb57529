import type { MultipartFile } from "@fastify/multipart";
import type { Params } from "../app-config/app-params.js";
import { paramInt, paramList } from "../app-config/app-params.js";
import { fileTooLarge } from "./attachments.errors.js";
import { checkUpload } from "./attachments.policy.js";
import type { CheckedFile } from "./attachments.service.js";

export type UploadLimits = { maxBytes: number; blackList: string[] };

export const uploadLimits = (params: Params): UploadLimits => ({
  maxBytes: paramInt(params.maxRequestLength, 5 * 1024 * 1024),
  blackList: paramList(params.fileTypesBlackList),
});

/**
 * Multipart options for a request carrying files of at most maxRequestLength each. An oversized
 * file is marked truncated instead of thrown, so the 413 can name it.
 */
export const partOptions = (limits: UploadLimits, files: number) => ({
  limits: { fileSize: limits.maxBytes, files, fields: 20, fieldSize: 2 * 1024 * 1024 },
  throwFileSizeLimit: false,
});

export type RawFile = { field: string; fileName: string; bytes: Buffer; truncated: boolean };

/**
 * Drains a file part (the stream must be read before the next part arrives); checked later, when
 * the filename field (which may follow the file) is known, so a 413 can name the file.
 */
export async function readFilePart(part: MultipartFile): Promise<RawFile> {
  const base = { field: part.fieldname, fileName: part.filename };
  try {
    const bytes = await part.toBuffer();
    return { ...base, bytes, truncated: part.file.truncated };
  } catch (error) {
    if ((error as { code?: string }).code !== "FST_REQ_FILE_TOO_LARGE") throw error;
    return { ...base, bytes: Buffer.alloc(0), truncated: true };
  }
}

/** maxRequestLength (413) and the blacklist by extension and content (415), naming the file. */
export function checkFile(raw: RawFile, limits: UploadLimits, name?: string): CheckedFile {
  const fileName = (name || raw.fileName || "file").trim();
  if (raw.truncated) throw fileTooLarge(fileName, limits.maxBytes);
  return { fileName, contentType: checkUpload(fileName, raw.bytes, limits.blackList), bytes: raw.bytes };
}
