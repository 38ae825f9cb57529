import { BLOG_IMAGE_SRC } from "@fsm/contracts";
import sanitizeHtml from "sanitize-html";
import { TEXT_OPTIONS, TEXT_TAGS } from "../../platform/rich-text/rich-text.sanitize.js";

/**
 * The allow-list every stored post body passes (issue 13, Safety): the shared rich-text list
 * (platform/rich-text) plus tables and images, images only from the blog's own image call, which
 * serves uploaded attachments.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  ...TEXT_OPTIONS,
  allowedTags: [...TEXT_TAGS, "table", "thead", "tbody", "tr", "th", "td", "img"],
  allowedAttributes: {
    ...TEXT_OPTIONS.allowedAttributes,
    img: ["src", "alt", "title"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemesByTag: { img: [] },
  exclusiveFilter: (frame) => frame.tag === "img" && !BLOG_IMAGE_SRC.test(frame.attribs.src ?? ""),
};

/** A post body as it may be stored and shown; keepImage drops the blog images it refuses. */
export function sanitizePostHtml(html: string, keepImage?: (fileId: string) => boolean): string {
  if (!keepImage) return sanitizeHtml(html, OPTIONS).trim();
  return sanitizeHtml(html, {
    ...OPTIONS,
    exclusiveFilter: (frame) => {
      if (frame.tag !== "img") return false;
      const id = BLOG_IMAGE_SRC.exec(frame.attribs.src ?? "")?.[1];
      return !id || !keepImage(id);
    },
  }).trim();
}

/** The uploaded files a sanitised body shows. */
export function imageFileIds(html: string): string[] {
  const ids = new Set<string>();
  for (const m of html.matchAll(/<img [^>]*src="([^"]+)"/g)) {
    const id = BLOG_IMAGE_SRC.exec(m[1]!)?.[1];
    if (id) ids.add(id);
  }
  return [...ids];
}

/** Whole minutes at 220 words a minute, at least one. */
export function readingMinutes(html: string): number {
  const words = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
