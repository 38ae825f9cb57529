import type { FileRules } from "../../lib/multipart-form.js";
import type { Params } from "../../platform/app-config/app-params.js";
import { paramInt, paramList } from "../../platform/app-config/app-params.js";
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

/** The stored form of an upload: the name the form gives it and the type its bytes really are. */
export function checkedFile(bytes: Buffer, fileName: string, limits: UploadLimits): CheckedFile {
  const name = fileName.trim() || "file";
  return { fileName: name, contentType: checkUpload(name, bytes, limits.blackList), bytes };
}
