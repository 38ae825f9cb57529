import sanitizeHtml from "sanitize-html";

/** Every stored link opens no window handle back to the portal, sends no referrer and earns no rank. */
export const LINK_REL = "noopener noreferrer nofollow";

/** Structure and text every rich-text body may keep (the blog adds tables and images). */
export const TEXT_TAGS = [
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
];

/**
 * The allow-list both user bodies (blog posts, forum posts) start from (issue 13, Safety): no
 * scripts, event handlers, styles, frames or forms; links to http(s), mailto or the portal's own
 * paths, each with LINK_REL.
 */
export const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TEXT_TAGS,
  allowedAttributes: { a: ["href", "rel", "target"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
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
};

/** A body as it may be stored and shown under the given allow-list. */
export const sanitizeRichText = (html: string, options: sanitizeHtml.IOptions = TEXT_OPTIONS): string =>
  sanitizeHtml(html, options).trim();

/** The words of a body, for search and excerpts. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}

/** Text safe inside HTML (a name the server writes into a body it builds). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
