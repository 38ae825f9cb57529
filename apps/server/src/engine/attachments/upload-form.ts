import type { FileRules } from "../../lib/multipart-form.js";
import type { Params } from "../../platform/app-config/app-params.js";
import { paramInt, paramList } from "../../platform/app-config/app-params.js";
import { assertImageSize } from "../../platform/files/image-size-limit.js";
import { checkUpload } from "./attachments.policy.js";
import type { CheckedFile } from "./attachments.service.js";

export type UploadLimits = { maxBytes: number; blackList: string[] };

export const uploadLimits = (params: Params): UploadLimits => ({
  maxBytes: paramInt(params.maxRequestLength, 5 * 1024 * 1024),
  blackList: paramList(params.fileTypesBlackList),
});

/**
 * maxRequestLength bounds all files of one request together, and fileTypesBlackList applies to
 * each file's name and first bytes while it streams in (attachments.policy).
 */
export const attachmentRules = (limits: UploadLimits, maxFiles: number): FileRules => ({
  maxBytes: limits.maxBytes,
  maxFiles,
  inspect: (fileName, head) => void checkUpload(fileName || "file", head, limits.blackList),
});

/**
 * The stored form of an upload: the name the form gives it and the type its bytes really are. An
 * image must also be of a size a browser can decode (image-size-limit.ts); `field` names the part.
 */
export function checkedFile(
  bytes: Buffer,
  fileName: string,
  limits: UploadLimits,
  field: string,
): CheckedFile {
  const name = fileName.trim() || "file";
  const contentType = checkUpload(name, bytes, limits.blackList);
  assertImageSize(field, name, contentType, bytes);
  return { fileName: name, contentType, bytes };
}
