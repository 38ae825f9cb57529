import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { ReviewPage } from "../components/review-page";
import { reviewItem } from "./fixtures";
import "./jsdom-fonts";

afterEach(() => vi.unstubAllGlobals());

function renderReview() {
  renderRoutes([{ path: "/", element: <ReviewPage /> }]);
  return userEvent.setup();
}

describe("the forum's review queue (/app/group/review)", () => {
  it("shows each item's flags and exactly the actions the server allows", async () => {
    const api = stubApi({
      "GET /api/Forum/reviewqueue": () =>
        json([
          reviewItem(),
          reviewItem({
            postId: 32,
            kind: "held",
            state: "held",
            flags: [],
            actions: ["approve", "hide", "lock", "pin"],
          }),
        ]),
      "POST /api/Forum/moderate": () => json({ actionId: 1 }),
    });
    const user = renderReview();
    const items = await screen.findAllByTestId("forum-review-item");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText("Flagged")).toBeInTheDocument();
    expect(within(items[0]!).getByText(/Spam or advertising, by Casey Customer/)).toBeInTheDocument();
    expect(within(items[0]!).getByText(/An advert/)).toBeInTheDocument();
    const names = (item: HTMLElement) =>
      within(within(item).getByRole("group"))
        .getAllByRole("button")
        .map((b) => b.textContent);
    expect(names(items[0]!)).toEqual(["Approve", "Delete"]);
    expect(names(items[1]!)).toEqual(["Approve", "Hide", "Lock topic", "Pin topic"]);
    await user.click(within(items[0]!).getByRole("button", { name: "Approve" }));
    await vi.waitFor(() => expect(api.callsTo("/api/Forum/moderate")).toHaveLength(1));
    expect(api.callsTo("/api/Forum/moderate")[0]!.body).toEqual({ action: "approve", postId: 31 });
    await user.click(within(items[1]!).getByRole("button", { name: "Pin topic" }));
    await vi.waitFor(() => expect(api.callsTo("/api/Forum/moderate")).toHaveLength(2));
    expect(api.callsTo("/api/Forum/moderate")[1]!.body).toEqual({ action: "pin", topicId: 7 });
  });

  it("switches to the resolved posts, each with what was decided, by whom, when and why", async () => {
    const api = stubApi({
      "GET /api/Forum/reviewqueue": (call) =>
        json(
          call.query.get("status") === "resolved"
            ? [
                reviewItem({
                  state: "visible",
                  actions: ["hide", "delete"],
                  resolution: {
                    action: "approve",
                    by: "Sam Staff",
                    at: new Date().toISOString(),
                    reason: "A supplier tip",
                  },
                }),
                reviewItem({
                  postId: 33,
                  kind: "held",
                  flags: [],
                  resolution: {
                    action: "hide",
                    by: "Dana Designer",
                    at: new Date().toISOString(),
                    reason: "",
                  },
                }),
              ]
            : [],
        ),
    });
    const user = renderReview();
    expect(await screen.findByText("Nothing to review")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Resolved" }));
    const items = await screen.findAllByTestId("forum-review-item");
    expect(api.callsTo("/api/Forum/reviewqueue").map((c) => c.query.get("status"))).toContain("resolved");
    expect(within(items[0]!).getByTestId("forum-review-decision")).toHaveTextContent(
      /^Approved by Sam Staff .+ Reason: “A supplier tip”$/,
    );
    expect(within(items[0]!).getByText(/Spam or advertising, by Casey Customer/)).toBeInTheDocument();
    expect(within(items[1]!).getByTestId("forum-review-decision")).toHaveTextContent(
      /^Hidden by Dana Designer /,
    );
    expect(
      within(within(items[0]!).getByRole("group"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Hide", "Delete"]);
    // Back to the pending ones.
    await user.click(screen.getByRole("radio", { name: "Pending" }));
    expect(await screen.findByText("Nothing to review")).toBeInTheDocument();
  });

  it("lists the log with Undo where the server allows it", async () => {
    const api = stubApi({
      "GET /api/Forum/reviewqueue": () => json([]),
      "GET /api/Forum/moderationlog": () =>
        json([
          {
            id: 5,
            action: "hide",
            by: "Sam Staff",
            at: new Date().toISOString(),
            reason: "",
            topicId: 7,
            topicTitle: "Pump",
            postId: 31,
            undoneAt: null,
            canUndo: true,
          },
          {
            id: 4,
            action: "pin",
            by: "Sam Staff",
            at: new Date().toISOString(),
            reason: "",
            topicId: 7,
            topicTitle: "Pump",
            postId: null,
            undoneAt: new Date().toISOString(),
            canUndo: false,
          },
        ]),
      "POST /api/Forum/undo": () => json({ actionId: 5 }),
    });
    const user = renderReview();
    expect(await screen.findByText("Nothing to review")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Log" }));
    const entries = await screen.findAllByTestId("forum-log-entry");
    expect(within(entries[1]!).getByText("Undone")).toBeInTheDocument();
    expect(within(entries[1]!).queryByRole("button", { name: "Undo" })).not.toBeInTheDocument();
    await user.click(within(entries[0]!).getByRole("button", { name: "Undo" }));
    await vi.waitFor(() => expect(api.callsTo("/api/Forum/undo")).toHaveLength(1));
    expect(api.callsTo("/api/Forum/undo")[0]!.body).toEqual({ actionId: 5 });
  });

  it("saves the moderation settings", async () => {
    const api = stubApi({
      "GET /api/Forum/reviewqueue": () => json([]),
      "GET /api/Forum/settings": () => json({ flagThreshold: 3, holdFirstPosts: 1 }),
      "POST /api/Forum/settings": () => json({ flagThreshold: 2, holdFirstPosts: 1 }),
    });
    const user = renderReview();
    await user.click(await screen.findByRole("tab", { name: "Settings" }));
    const threshold = await screen.findByRole("textbox", { name: /Flags that hide a post/ });
    await user.clear(threshold);
    await user.type(threshold, "2");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(api.callsTo("/api/Forum/settings").filter((c) => c.method === "POST")).toHaveLength(1),
    );
    expect(api.callsTo("/api/Forum/settings").find((c) => c.method === "POST")!.body).toEqual({
      flagThreshold: 2,
      holdFirstPosts: 1,
    });
  });

  it("shows people who do not moderate the no-access page", async () => {
    stubApi({ "GET /api/Forum/reviewqueue": () => json({ message: "Forbidden" }, 403, "Forbidden") });
    renderReview();
    expect(
      await screen.findByRole("heading", { level: 1, name: "No access to Forum review queue" }),
    ).toBeInTheDocument();
  });
});
