import type { TTranslate } from "../../../lib/messages/use-message";

/** Why a chosen file is refused before upload, in words the user can act on; null when accepted. */
export interface UploadLimits {
  maxRequestLength: number;
  fileTypesBlackList: readonly string[];
}

export function formatBytes(bytes: number, t: TTranslate): string {
  if (bytes < 1024) return t("size_bytes", { count: String(bytes) });
  if (bytes < 1024 * 1024) return t("size_kb", { count: (bytes / 1024).toFixed(1) });
  return t("size_mb", { count: (bytes / (1024 * 1024)).toFixed(1) });
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};

// The configuration lists types as "exe" or ".exe", in any case.
const normalise = (type: string): string => type.trim().replace(/^\./, "").toLowerCase();

export function rejectionOf(file: File, limits: UploadLimits, t: TTranslate): string | null {
  const extension = extensionOf(file.name);
  const blocked = new Set(limits.fileTypesBlackList.map(normalise));
  if (extension && blocked.has(extension))
    return t("attachment_type_refused", { name: file.name, extension });
  // 0 means the server announced no limit.
  if (limits.maxRequestLength > 0 && file.size > limits.maxRequestLength)
    return t("attachment_too_large", {
      name: file.name,
      size: formatBytes(file.size, t),
      limit: formatBytes(limits.maxRequestLength, t),
    });
  return null;
}
