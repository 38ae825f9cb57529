/** Why a chosen file is refused before upload, in words the user can act on; null when accepted. */
export interface UploadLimits {
  maxRequestLength: number;
  fileTypesBlackList: readonly string[];
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};

// The configuration lists types as "exe" or ".exe", in any case.
const normalise = (type: string): string => type.trim().replace(/^\./, "").toLowerCase();

export function rejectionOf(file: File, limits: UploadLimits): string | null {
  const extension = extensionOf(file.name);
  const blocked = new Set(limits.fileTypesBlackList.map(normalise));
  if (extension && blocked.has(extension))
    return `"${file.name}" was not added: .${extension} files are not accepted.`;
  // 0 means the server announced no limit.
  if (limits.maxRequestLength > 0 && file.size > limits.maxRequestLength)
    return `"${file.name}" was not added: it is ${formatBytes(file.size)}, larger than the ${formatBytes(limits.maxRequestLength)} limit.`;
  return null;
}
