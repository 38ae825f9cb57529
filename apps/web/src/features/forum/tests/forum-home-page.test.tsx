import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { ForumHomePage } from "../components/forum-home-page";
import { categories } from "./fixtures";
import "./jsdom-fonts";

afterEach(() => vi.unstubAllGlobals());

function renderHome() {
  renderRoutes([{ path: "/", element: <ForumHomePage /> }]);
  return userEvent.setup();
}

describe("the forum's categories (/app/group)", () => {
  it("lists each category with its counts and latest activity; readers get no moderator tools", async () => {
    stubApi({ "GET /api/Forum/categories": () => json(categories(false)) });
    renderHome();
    const list = await screen.findByRole("list", { name: "Categories" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("link", { name: "Installation" })).toHaveAttribute(
      "href",
      "/app/forumCat/1",
    );
    expect(await within(items[0]!).findByText("3 topics · 7 replies")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("link", { name: "Latest in Installation" })).toHaveAttribute(
      "href",
      "/app/forumconvo/41",
    );
    expect(within(items[1]!).getByText("No topics yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New category" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Review queue/ })).not.toBeInTheDocument();
  });

  it("lets moderators reorder by keyboard-reachable buttons, and links the review queue with its count", async () => {
    const api = stubApi({
      "GET /api/Forum/categories": () => json(categories(true)),
      "POST /api/Forum/ordercategories": () => json(categories(true)),
    });
    const user = renderHome();
    expect(await screen.findByRole("link", { name: "Review queue (2)" })).toHaveAttribute(
      "href",
      "/app/group/review",
    );
    expect(screen.getByRole("button", { name: "Move Installation up" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move Installation down" }));
    await vi.waitFor(() => expect(api.callsTo("/api/Forum/ordercategories")).toHaveLength(1));
    expect(api.callsTo("/api/Forum/ordercategories")[0]!.body).toEqual({ ids: [2, 1] });
  });

  it("creates a category from the dialog, refusing an empty title where it is typed", async () => {
    const api = stubApi({
      "GET /api/Forum/categories": () => json(categories(true)),
      "POST /api/Forum/savecategory": () => json(categories(true).categories[0]),
    });
    const user = renderHome();
    await user.click(await screen.findByRole("button", { name: "New category" }));
    const dialog = await screen.findByRole("dialog", { name: "New category" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Enter a title for the category.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Billing");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(api.callsTo("/api/Forum/savecategory")).toHaveLength(1));
    expect(api.callsTo("/api/Forum/savecategory")[0]!.body).toEqual({
      title: "Billing",
      description: "",
      audience: { all: true, companyIds: [] },
    });
  });

  it("narrows a category to chosen companies, asking for at least one", async () => {
    const api = stubApi({
      "GET /api/Forum/categories": () => json(categories(true)),
      "GET /api/Blog/audiences": () =>
        json({
          roles: [],
          companies: [
            { id: 5, name: "Acme Manufacturing" },
            { id: 6, name: "Globex" },
          ],
        }),
      "POST /api/Forum/savecategory": () => json(categories(true).categories[0]),
    });
    const user = renderHome();
    await user.click(await screen.findByRole("button", { name: "Edit Installation" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit category" });
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue("Installation");
    await user.click(within(dialog).getByRole("radio", { name: "Only chosen companies (and staff)" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Choose at least one company.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("combobox", { name: "Companies" }));
    await user.click(await within(dialog).findByRole("option", { name: "Acme Manufacturing" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(api.callsTo("/api/Forum/savecategory")).toHaveLength(1));
    expect(api.callsTo("/api/Forum/savecategory")[0]!.body).toEqual({
      id: 1,
      title: "Installation",
      description: "All about installation",
      audience: { all: false, companyIds: [5] },
    });
  });

  it("searches across topics as the user types", async () => {
    const api = stubApi({
      "GET /api/Forum/categories": () => json(categories(false)),
      "GET /api/Forum/topics": () =>
        json({
          category: null,
          items: [
            {
              id: 9,
              categoryId: 1,
              title: "Noisy pump",
              authorName: "Casey Customer",
              excerpt: "It clicks",
              replyCount: 2,
              lastActivityAt: new Date().toISOString(),
              createdAt: new Date().toISOString(),
              pinned: true,
              locked: false,
              solved: true,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
    });
    const user = renderHome();
    await user.type(await screen.findByRole("textbox", { name: "Search topics" }), "pump");
    expect(await screen.findByRole("link", { name: "Noisy pump" })).toHaveAttribute(
      "href",
      "/app/forumconvo/9",
    );
    expect(screen.getByText("Pinned")).toBeInTheDocument();
    expect(screen.getByText("Solved")).toBeInTheDocument();
    expect(api.callsTo("/api/Forum/topics").at(-1)!.query.get("search")).toBe("pump");
  });

  it("shows an account without group access the no-access page, not an error", async () => {
    stubApi({
      "GET /api/Forum/categories": () => json({ code: "FORBIDDEN", message: "Forbidden" }, 403, "Forbidden"),
    });
    renderHome();
    expect(await screen.findByRole("heading", { level: 1, name: "No access to Forum" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
