import { sniffImageType } from "../../platform/files/image-sniff.js";

/**
 * What an upload really is, from its first bytes: a renamed program or page is caught whatever
 * its name. `extensions` are the names that kind usually goes by, checked against the blacklist.
 */
export type Sniffed = { contentType: string; extensions: string[] };

const starts = (b: Buffer, text: string) => b.subarray(0, text.length).toString("latin1") === text;

function markup(bytes: Buffer): Sniffed | null {
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (/^<(!doctype html|html|head|body|script|iframe)\b/.test(head))
    return { contentType: "text/html", extensions: ["html", "htm"] };
  if (/^(<\?xml[^>]*>\s*)?(<!--.*?-->\s*)*<svg\b/s.test(head))
    return { contentType: "image/svg+xml", extensions: ["svg"] };
  return null;
}

export function sniffFile(bytes: Buffer): Sniffed {
  const image = sniffImageType(bytes);
  if (image) return { contentType: image, extensions: [image.slice(6)] };
  if (starts(bytes, "%PDF-")) return { contentType: "application/pdf", extensions: ["pdf"] };
  if (starts(bytes, "MZ"))
    return { contentType: "application/x-msdownload", extensions: ["exe", "dll", "com", "scr", "msi"] };
  if (starts(bytes, "\x7fELF")) return { contentType: "application/x-executable", extensions: ["exe", "sh"] };
  if (starts(bytes, "#!")) return { contentType: "text/x-shellscript", extensions: ["sh"] };
  if (starts(bytes, "\xd0\xcf\x11\xe0"))
    return { contentType: "application/x-ole-storage", extensions: ["msi"] };
  if (starts(bytes, "PK\x03\x04")) return { contentType: "application/zip", extensions: ["zip"] };
  return markup(bytes) ?? { contentType: "application/octet-stream", extensions: [] };
}
