import { describe, expect, it } from "vitest";
import { prePublishChecks, type CheckedPost } from "../components/pre-publish-checks";

const READY: CheckedPost = {
  title: "Filter change",
  excerpt: "In five minutes",
  tags: ["how-to"],
  hasCover: true,
  bodyHtml:
    '<p>Switch off.</p><img src="/api/Blog/image/x" alt="diagram"><table><tr><th>Model</th></tr></table>',
};
const failed = (post: CheckedPost) =>
  prePublishChecks(post)
    .filter((c) => !c.ok)
    .map((c) => ({ key: c.key, blocking: c.blocking, count: c.count }));

describe("the pre-publish check", () => {
  it("passes a post with everything in place", () => {
    expect(failed(READY)).toEqual([]);
  });

  it("blocks a post without a title or without any text, and only warns about the rest", () => {
    expect(failed({ ...READY, title: "  ", bodyHtml: "<p> </p>" })).toEqual([
      { key: "blog_check_title", blocking: true, count: undefined },
      { key: "blog_check_body", blocking: true, count: undefined },
    ]);
    expect(failed({ ...READY, excerpt: "", tags: [], hasCover: false })).toEqual([
      { key: "blog_check_excerpt", blocking: false, count: undefined },
      { key: "blog_check_cover", blocking: false, count: undefined },
      { key: "blog_check_tags", blocking: false, count: undefined },
    ]);
  });

  it("counts images without a description and empty table headers", () => {
    const bodyHtml =
      '<p>x</p><img src="/a" alt=""><img src="/b"><img src="/c" alt="ok">' +
      "<table><tr><th>Model</th><th> </th><th></th></tr></table>";
    expect(failed({ ...READY, bodyHtml })).toEqual([
      { key: "blog_check_alt", blocking: false, count: 2 },
      { key: "blog_check_headers", blocking: false, count: 2 },
    ]);
  });
});
