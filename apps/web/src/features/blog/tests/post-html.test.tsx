import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderRoutes } from "../../../test-utils/render-app";
import { stubApi } from "../../../test-utils/stub-api";
import { PostHtml } from "../components/post-html";
import { startingContent, EMPTY_DRAFT } from "../hooks/draft-snapshot";

function render(html: string) {
  stubApi({});
  renderRoutes([
    {
      path: "/",
      element: (
        <div data-testid="body">
          <PostHtml html={html} />
        </div>
      ),
    },
  ]);
  return screen.getByTestId("body");
}

describe("a post body", () => {
  it("renders the allowed structure as elements and drops what could run or load from elsewhere", () => {
    const body = render(
      '<h2>Steps</h2><ol><li>One</li></ol><p>See <a href="https://example.com" onclick="x()">the site</a>' +
        ' and <a href="javascript:alert(1)">this</a>.</p><script>window.hacked = 1</script>' +
        '<img src="https://evil.example/p.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<p style="color:red">plain</p>',
    );
    expect(screen.getByRole("heading", { level: 2, name: "Steps" })).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("One");
    const link = screen.getByRole("link", { name: "the site" });
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(link).not.toHaveAttribute("onclick");
    expect(screen.queryByRole("link", { name: "this" })).not.toBeInTheDocument();
    expect(body.querySelector("script, iframe, img, [style], [onerror]")).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("shows the portal's own post images through the session", async () => {
    const id = "123e4567-e89b-12d3-a456-426614174000";
    stubApi({
      [`GET /api/Blog/image/${id}`]: () =>
        new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "content-type": "image/png" } }),
    });
    // jsdom has no object URLs.
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:test");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue();
    renderRoutes([
      {
        path: "/",
        element: (
          <PostHtml html='<img src="/api/Blog/image/123e4567-e89b-12d3-a456-426614174000" alt="A pump">' />
        ),
      },
    ]);
    expect(await screen.findByRole("img", { name: "A pump" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^blob:/),
    );
  });
});

describe("the draft the editor opens with", () => {
  const server = { content: { ...EMPTY_DRAFT, title: "Saved", bodyHtml: "<p>server</p>" }, updatedAt: 1000 };
  it("is the browser's copy when it is newer than the server's and differs", () => {
    const local = { content: { ...server.content, bodyHtml: "<p>typed while offline</p>" }, savedAt: 2000 };
    expect(startingContent(server, local)).toEqual({ content: local.content, restored: true });
  });
  it("is the server's when the browser's copy is older or the same", () => {
    expect(startingContent(server, { content: { ...EMPTY_DRAFT }, savedAt: 500 }).restored).toBe(false);
    expect(startingContent(server, { content: server.content, savedAt: 5000 }).restored).toBe(false);
    expect(startingContent(null, null)).toEqual({ content: EMPTY_DRAFT, restored: false });
  });
});
