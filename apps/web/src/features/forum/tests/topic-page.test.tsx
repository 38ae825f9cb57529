import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { pathOf, renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { TopicPage } from "../components/topic-page";
import { post, topicResponse } from "./fixtures";
import "./jsdom-fonts";
import "./jsdom-ranges";

afterEach(() => vi.unstubAllGlobals());

function renderTopic() {
  return renderRoutes([{ path: "/app/forumconvo/:id", element: <TopicPage /> }], {
    initialEntries: ["/app/forumconvo/7"],
  });
}

const posts = () => [
  post(1, { authorName: "Casey Customer", mine: true, canEdit: true }),
  post(2, { authorName: "Sam Staff", authorIsStaff: true, editedAt: new Date().toISOString() }),
  post(3, { authorName: "Robin Basic", state: "held" }),
];

describe("a forum conversation (/app/forumconvo/:id)", () => {
  it("shows each post with its author, staff badge, edited marker and the notice of a held post", async () => {
    stubApi({ "GET /api/Forum/topic": () => json(topicResponse({}, posts())) });
    renderTopic();
    expect(
      await screen.findByRole("heading", { level: 1, name: "The pump clicks after a filter change" }),
    ).toBeInTheDocument();
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(3);
    expect(within(articles[1]!).getByText("Staff")).toBeInTheDocument();
    expect(within(articles[1]!).getByText("Edited")).toBeInTheDocument();
    expect(within(articles[1]!).getByRole("button", { name: "History" })).toBeInTheDocument();
    expect(within(articles[2]!).getByText("Waiting for approval")).toBeInTheDocument();
    // One's own post can be edited, not flagged; others' can be flagged.
    expect(within(articles[0]!).getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(within(articles[0]!).queryByRole("button", { name: "Flag" })).not.toBeInTheDocument();
    expect(within(articles[1]!).getByRole("button", { name: "Flag" })).toBeInTheDocument();
    // Readers get no moderation, no solution marking and no request conversion.
    expect(screen.queryByRole("button", { name: "Mark as solution" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Lock topic" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create service request" })).not.toBeInTheDocument();
  });

  it("lets the asker mark a reply (never the question) as the solution", async () => {
    const api = stubApi({
      "GET /api/Forum/topic": () => json(topicResponse({ canMarkSolution: true }, posts())),
      "POST /api/Forum/marksolution": () => json({}),
    });
    renderTopic();
    const user = userEvent.setup();
    const articles = await screen.findAllByRole("article");
    expect(within(articles[0]!).queryByRole("button", { name: "Mark as solution" })).not.toBeInTheDocument();
    await user.click(within(articles[1]!).getByRole("button", { name: "Mark as solution" }));
    await vi.waitFor(() => expect(api.callsTo("/api/Forum/marksolution")).toHaveLength(1));
    expect(api.callsTo("/api/Forum/marksolution")[0]!.body).toEqual({ topicId: 7, postId: 2 });
  });

  it("flags a post with a reason and a note", async () => {
    const api = stubApi({
      "GET /api/Forum/topic": () => json(topicResponse({}, posts())),
      "POST /api/Forum/flag": () => json({ hidden: false }),
    });
    renderTopic();
    const user = userEvent.setup();
    const articles = await screen.findAllByRole("article");
    await user.click(within(articles[1]!).getByRole("button", { name: "Flag" }));
    const dialog = await screen.findByRole("dialog", { name: "Flag this post" });
    await user.click(within(dialog).getByRole("button", { name: "Send flag" }));
    expect(within(dialog).getByText("Choose a reason.")).toBeInTheDocument();
    expect(api.callsTo("/api/Forum/flag")).toHaveLength(0);
    await user.click(within(dialog).getByRole("radio", { name: "Spam or advertising" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Note for the moderators/ }), "An advert");
    await user.click(within(dialog).getByRole("button", { name: "Send flag" }));
    await vi.waitFor(() => expect(api.callsTo("/api/Forum/flag")).toHaveLength(1));
    expect(api.callsTo("/api/Forum/flag")[0]!.body).toEqual({ postId: 2, reason: "spam", note: "An advert" });
  });

  it("quotes a post in the reply composer, and can drop the quote again", async () => {
    stubApi({ "GET /api/Forum/topic": () => json(topicResponse({}, posts())) });
    renderTopic();
    const user = userEvent.setup();
    const articles = await screen.findAllByRole("article");
    await user.click(within(articles[1]!).getByRole("button", { name: "Quote" }));
    const quote = await screen.findByTestId("forum-quote");
    expect(quote).toHaveTextContent("Quoting Sam Staff");
    expect(quote).toHaveTextContent("Text of post 2");
    await user.click(screen.getByRole("button", { name: "Remove the quote" }));
    expect(screen.queryByTestId("forum-quote")).not.toBeInTheDocument();
  });

  it("offers the topic's participants (not the reader) to mention by keyboard, writing @Name into the reply", async () => {
    const participants = [
      { name: "Casey Customer", me: true },
      { name: "Gina Globex", me: false },
      { name: "Sam Staff", me: false },
    ];
    stubApi({
      "GET /api/Forum/topic": () =>
        json(
          topicResponse(
            {},
            [...posts(), post(4, { bodyHtml: "<p>Thanks @Sam Staff, and @Casey Customer see this</p>" })],
            participants,
          ),
        ),
    });
    renderTopic();
    const user = userEvent.setup();
    // Mentions of participants are highlighted in the posts.
    const article = (await screen.findAllByRole("article"))[3]!;
    expect(
      within(article)
        .getAllByTestId("forum-mention")
        .map((m) => m.textContent),
    ).toEqual(["@Sam Staff", "@Casey Customer"]);
    const editor = await screen.findByRole("textbox", { name: "Your reply" });
    const mention = screen.getByRole("button", { name: "Mention someone" });
    mention.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "Mention someone" });
    expect(within(menu).getByText("People in this topic")).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Gina Globex", "Sam Staff"]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    await vi.waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Sam Staff" })).toHaveFocus());
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(editor).toHaveTextContent("@Sam Staff"));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  }, 20_000);

  it("offers the same mention menu when editing one's own post", async () => {
    stubApi({
      "GET /api/Forum/topic": () =>
        json(
          topicResponse({}, posts(), [
            { name: "Casey Customer", me: true },
            { name: "Sam Staff", me: false },
          ]),
        ),
    });
    renderTopic();
    const user = userEvent.setup();
    const mine = (await screen.findAllByRole("article"))[0]!;
    await user.click(within(mine).getByRole("button", { name: "Edit" }));
    const editor = await within(mine).findByRole("textbox", { name: "Your post" });
    await user.click(within(mine).getByRole("button", { name: "Mention someone" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sam Staff" }));
    await vi.waitFor(() => expect(editor).toHaveTextContent("@Sam Staff"));
    expect(editor).toHaveTextContent("Text of post 1");
  }, 20_000);

  it("offers no mention without other participants", async () => {
    stubApi({
      "GET /api/Forum/topic": () => json(topicResponse({}, posts(), [{ name: "Casey Customer", me: true }])),
    });
    renderTopic();
    expect(await screen.findByRole("button", { name: "Post reply" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mention someone" })).not.toBeInTheDocument();
  });

  it("gives moderators and staff the topic's tools, and links a request made from it", async () => {
    stubApi({
      "GET /api/Forum/topic": () =>
        json(
          topicResponse(
            { canModerate: true, canConvert: true, pinned: true, request: { id: 55, number: "SR-000055" } },
            posts(),
          ),
        ),
    });
    renderTopic();
    expect(await screen.findByRole("button", { name: "Lock topic" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unpin topic" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move topic" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Service request SR-000055" })).toHaveAttribute(
      "href",
      "/app/list/request/55",
    );
    // The request exists: no second one.
    expect(screen.queryByRole("button", { name: "Create service request" })).not.toBeInTheDocument();
    expect(
      within(screen.getAllByRole("article")[2]!).getByRole("button", { name: "Approve" }),
    ).toBeInTheDocument();
  });

  it("shows a locked topic without the composer", async () => {
    stubApi({
      "GET /api/Forum/topic": () => json(topicResponse({ locked: true, canReply: false }, posts())),
    });
    renderTopic();
    expect(await screen.findByText("This topic is locked")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Post reply" })).not.toBeInTheDocument();
  });

  it("finds the solution on another page of the topic and opens that page at it", async () => {
    stubApi({
      "GET /api/Forum/topic": (call) =>
        json({
          ...topicResponse(
            { solved: true, solutionPostId: 99 },
            call.query.get("page") === "2" ? [post(99, { isSolution: true })] : posts(),
          ),
          total: 21,
          page: Number(call.query.get("page")),
        }),
    });
    const { router } = renderTopic();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Go to the solution" }));
    await vi.waitFor(() => expect(pathOf(router)).toBe("/app/forumconvo/7?page=2"));
    expect(router.state.location.hash).toBe("#post-99");
    expect(await screen.findByText("Text of post 99")).toBeInTheDocument();
  });
});
