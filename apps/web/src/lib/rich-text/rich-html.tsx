import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

/*
 * Stored rich text (blog posts, forum posts) as React elements, never as innerHTML: the server has
 * already sanitised it, and this walk builds only the elements and attributes of the same
 * allow-list from the parsed text (DOMParser documents run no script and load nothing), so a
 * stored body that slipped the server's check still cannot execute here.
 */
const BLOCKS = new Set([
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "code",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "br",
  "hr",
]);
const VOID = new Set(["br", "hr"]);
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/))/i;

/** Draws an image the caller trusts (its own attachments), or null to leave it out. */
export type RichImage = (src: string, alt: string, key: number) => ReactNode;

/** Draws a run of text (a forum post highlights its mentions); absent, the text as it is. */
export type RichText = (text: string, key: number) => ReactNode;

function walker(image: RichImage | undefined, text: RichText | undefined) {
  const toReact = (node: Node, key: number): ReactNode => {
    if (node.nodeType === Node.TEXT_NODE) return text ? text(node.textContent ?? "", key) : node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    const children = () => Array.from(el.childNodes, toReact);
    if (tag === "a") {
      const href = el.getAttribute("href") ?? "";
      if (!SAFE_HREF.test(href.trim())) return <Fragment key={key}>{children()}</Fragment>;
      if (href.startsWith("/app/"))
        return (
          <Link key={key} to={href}>
            {children()}
          </Link>
        );
      return (
        <a
          key={key}
          href={href}
          rel="noopener noreferrer nofollow"
          target={/^https?:/i.test(href) ? "_blank" : undefined}
        >
          {children()}
        </a>
      );
    }
    if (tag === "img")
      return image ? image(el.getAttribute("src") ?? "", el.getAttribute("alt") ?? "", key) : null;
    if (!BLOCKS.has(tag)) return <Fragment key={key}>{children()}</Fragment>;
    const props: Record<string, unknown> = { key };
    if (tag === "td" || tag === "th") {
      for (const name of ["colspan", "rowspan"] as const) {
        const value = Number(el.getAttribute(name));
        if (Number.isInteger(value) && value > 1) props[name === "colspan" ? "colSpan" : "rowSpan"] = value;
      }
    }
    if (tag === "ol") {
      const start = Number(el.getAttribute("start"));
      if (Number.isInteger(start)) props.start = start;
    }
    const Tag = tag as "p";
    return VOID.has(tag) ? <Tag {...props} /> : <Tag {...props}>{children()}</Tag>;
  };
  return toReact;
}

/** Renders sanitised HTML from the server as React elements; images only through `image`. */
export function RichHtml({ html, image, text }: { html: string; image?: RichImage; text?: RichText }) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return <>{Array.from(doc.body.childNodes, walker(image, text))}</>;
}
