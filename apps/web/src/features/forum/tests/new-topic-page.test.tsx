import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes, pathOf } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { NewTopicPage } from "../components/new-topic-page";
import { TopicPreviewPage } from "../components/topic-preview-page";
import { readTopicDraft, writeTopicDraft } from "../hooks/topic-draft";
import { categories } from "./fixtures";
import "./jsdom-fonts";

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: "/app/forumcreate/:cat", element: <NewTopicPage /> },
  { path: "/app/forumpreview", element: <TopicPreviewPage /> },
  { path: "/app/forumconvo/:id", element: <p>topic page</p> },
];

describe("writing a new topic (/app/forumcreate/:cat)", () => {
  it("suggests similar topics and blog posts once the title has paused, opening in the same tab", async () => {
    const api = stubApi({
      "GET /api/Forum/categories": () => json(categories(false)),
      "GET /api/Forum/similar": () =>
        json({
          topics: [{ id: 4, title: "Pump error E-204", solved: true }],
          posts: [{ id: 2, title: "Filter how-to" }],
        }),
    });
    renderRoutes(routes, { initialEntries: ["/app/forumcreate/1"] });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /Title/ }), "Pump E-204");
    const similar = await screen.findByRole("region", { name: "Similar topics and posts" });
    const topic = within(similar).getByRole("link", { name: "Pump error E-204" });
    expect(topic).toHaveAttribute("href", "/app/forumconvo/4");
    expect(topic).not.toHaveAttribute("target");
    expect(within(similar).getByRole("link", { name: "Filter how-to" })).toHaveAttribute(
      "href",
      "/app/blogview/2",
    );
    // Asked once typing paused, not once per key.
    expect(api.callsTo("/api/Forum/similar").length).toBeLessThanOrEqual(2);
    expect(api.callsTo("/api/Forum/similar").at(-1)!.query.get("title")).toBe("Pump E-204");
  });

  it("refuses a short title and an empty text where they are, and keeps the draft in the tab", async () => {
    stubApi({
      "GET /api/Forum/categories": () => json(categories(false)),
      "GET /api/Forum/similar": () => json({ topics: [], posts: [] }),
    });
    const { router } = renderRoutes(routes, { initialEntries: ["/app/forumcreate/1"] });
    const user = userEvent.setup();
    const title = await screen.findByRole("textbox", { name: /Title/ });
    await user.type(title, "Pump");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(screen.getByText("The title needs at least 5 characters.")).toBeInTheDocument();
    expect(title).toHaveFocus();
    await user.type(title, " clicks");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(screen.getByText("Write some text first.")).toBeInTheDocument();
    expect(pathOf(router)).toBe("/app/forumcreate/1");
    expect(readTopicDraft()).toEqual({ categoryId: 1, title: "Pump clicks", bodyHtml: "" });
  });
});

describe("the preview (/app/forumpreview)", () => {
  it("shows the server's sanitised text of the tab's draft and posts it; a held topic says so", async () => {
    writeTopicDraft({
      categoryId: 1,
      title: "Pump clicks",
      bodyHtml: "<p>Since Monday<script>x()</script></p>",
    });
    const api = stubApi({
      "POST /api/Forum/preview": () => json({ bodyHtml: "<p>Since Monday</p>" }),
      "POST /api/Forum/createtopic": () => json({ topicId: 12, postId: 30, held: true }),
    });
    const { router } = renderRoutes(routes, { initialEntries: ["/app/forumpreview"] });
    const user = userEvent.setup();
    const preview = await screen.findByTestId("forum-preview");
    expect(within(preview).getByRole("heading", { level: 1, name: "Pump clicks" })).toBeInTheDocument();
    expect(await within(preview).findByText("Since Monday")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to edit" })).toHaveAttribute("href", "/app/forumcreate/1");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await vi.waitFor(() => expect(pathOf(router)).toBe("/app/forumconvo/12"));
    expect(api.callsTo("/api/Forum/createtopic")[0]!.body).toEqual({
      categoryId: 1,
      title: "Pump clicks",
      bodyHtml: "<p>Since Monday<script>x()</script></p>",
    });
    expect(router.state.location.state).toEqual({ held: true });
    expect(readTopicDraft()).toBeNull();
  });

  it("says so when the tab has no draft", async () => {
    stubApi({});
    renderRoutes(routes, { initialEntries: ["/app/forumpreview"] });
    expect(await screen.findByText(/There is no topic to preview/)).toBeInTheDocument();
  });
});
