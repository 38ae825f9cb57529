import { BLOG_IMAGE_SRC } from "@fsm/contracts";
import sanitizeHtml from "sanitize-html";

const LINK_REL = "noopener noreferrer nofollow";

/**
 * The allow-list every stored post body passes (issue 13, Safety): structure and text only, no
 * scripts, event handlers, styles, frames or forms; links to http(s), mailto or the portal's own
 * paths; images only from the blog's own image call, which serves uploaded attachments.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "code",
    "pre",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    img: ["src", "alt", "title"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Text of these goes with them (a <script>'s code must not survive as visible text either).
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
  ],
  transformTags: {
    // The editor's h1 is the page title's level; a body heading starts one below it.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: LINK_REL,
        ...(attribs.href && /^https?:/i.test(attribs.href) ? { target: "_blank" } : {}),
      },
    }),
  },
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

/** The words of a body, for search. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
