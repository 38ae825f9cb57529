import { blockedContent, blockedExtension } from "./attachments.errors.js";
import { sniffFile } from "./file-sniff.js";

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";

/**
 * fileTypesBlackList applies twice: to the name's extension and to what the bytes really are,
 * so "invoice.pdf" holding a Windows program is refused like "setup.exe". Answers the type to
 * store (sniffed, never the client's).
 */
export function checkUpload(fileName: string, bytes: Buffer, blackList: string[]): string {
  const blocked = new Set(blackList.map((e) => e.replace(/^\./, "").toLowerCase()));
  const extension = extensionOf(fileName);
  if (blocked.has(extension)) throw blockedExtension(fileName, extension);
  const sniffed = sniffFile(bytes);
  const hit = sniffed.extensions.find((e) => blocked.has(e));
  if (hit) throw blockedContent(fileName, hit);
  return sniffed.contentType;
}
