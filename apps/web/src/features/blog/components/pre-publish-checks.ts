/** What a post is checked for before it goes out (WordPress's pre-publish panel, in our words). */
export type PrePublishCheck = {
  /** The message key of the line; its `{count}` is `count`. */
  key: string;
  ok: boolean;
  /** A failed blocking check stops the publish; the others only warn. */
  blocking: boolean;
  count?: number;
};

export type CheckedPost = {
  title: string;
  excerpt: string;
  tags: string[];
  hasCover: boolean;
  bodyHtml: string;
};

/**
 * The checks, in the order the dialog lists them: a title (without it there is nothing to list),
 * some text, then what readers and screen readers miss when it is absent — the card's excerpt and
 * cover, tags to find it by, alt text on every image, words in every table header.
 */
export function prePublishChecks(post: CheckedPost): PrePublishCheck[] {
  const body = new DOMParser().parseFromString(`<body>${post.bodyHtml}</body>`, "text/html").body;
  const imagesWithoutAlt = [...body.querySelectorAll("img")].filter(
    (img) => !(img.getAttribute("alt") ?? "").trim(),
  ).length;
  const emptyHeaders = [...body.querySelectorAll("th")].filter((th) => !th.textContent?.trim()).length;
  return [
    { key: "blog_check_title", ok: post.title.trim() !== "", blocking: true },
    {
      key: "blog_check_body",
      ok: (body.textContent ?? "").trim() !== "" || !!body.querySelector("img"),
      blocking: true,
    },
    { key: "blog_check_excerpt", ok: post.excerpt.trim() !== "", blocking: false },
    { key: "blog_check_cover", ok: post.hasCover, blocking: false },
    { key: "blog_check_tags", ok: post.tags.length > 0, blocking: false },
    { key: "blog_check_alt", ok: imagesWithoutAlt === 0, blocking: false, count: imagesWithoutAlt },
    { key: "blog_check_headers", ok: emptyHeaders === 0, blocking: false, count: emptyHeaders },
  ];
}
