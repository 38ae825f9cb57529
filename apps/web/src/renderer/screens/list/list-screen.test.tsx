import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "../../../test-utils/render-app";
import { RendererServicesProvider } from "../../renderer-services";
import type { SearchDataSource } from "../../data-source";
import { memoryCodes, memorySearch } from "../../test-utils/memory-sources";
import { requestListInput, screen as parseScreen } from "../../test-utils/screens";
import { ApiError } from "../../../lib/api-error";
import { ListScreen, PHONE_QUERY, type ListScreenPresentation } from "./ListScreen";
import type { TListScreen } from "./use-list-screen";

const document = parseScreen(requestListInput) as TListScreen;
const REQUESTS = [1, 2, 3, 4, 5].map((n) => ({
  id: n,
  request_number: `SR-00${n}`,
  status: n % 2 ? "OPEN" : "CLOSED",
  description: `Pump ${n} leaking`,
}));
const messages = {
  request_list_title: "Service requests",
  request_number: "Number",
  request_status: "Status",
  request_description: "Description",
};
const codes = memoryCodes({
  request_status: [
    { value: "OPEN", label: "Open" },
    { value: "CLOSED", label: "Closed" },
  ],
});

function renderList(
  url = "/list",
  source: SearchDataSource = memorySearch({ request: REQUESTS }, { "request.status": "status" }).source,
  presentation: ListScreenPresentation = {},
) {
  const view = renderRoutes(
    [
      {
        path: "/list",
        element: (
          <RendererServicesProvider services={{ codes: codes.source }}>
            <ListScreen
              document={document}
              source={source}
              rowLink={(row) => `/detail/${String(row.id)}`}
              {...presentation}
            />
          </RendererServicesProvider>
        ),
      },
      { path: "/detail/:id", element: <p>Detail page</p> },
    ],
    { initialEntries: [url], config: { messages: { portal_login_translations: messages } } },
  );
  return { ...view, user: userEvent.setup() };
}

const numbers = () =>
  within(screen.getByRole("table", { name: "Service requests" }))
    .getAllByRole("link")
    .map((a) => a.textContent);

afterEach(() => codes.calls.splice(0));

/** `count` requests numbered SR-001 on, each with the status `statusOf` gives its index. */
const numberedRequests = (count: number, statusOf: (index: number) => string) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    request_number: `SR-${String(i + 1).padStart(3, "0")}`,
    status: statusOf(i),
    description: `Pump ${i + 1}`,
  }));

describe("list screen", () => {
  it("shows the first page in the declared default order", async () => {
    renderList();
    await waitFor(() => expect(numbers()).toEqual(["SR-005", "SR-004"]));
    expect(screen.getByRole("columnheader", { name: /Number/ })).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByText(/Rows 1–2 of 5/)).toBeInTheDocument();
  });

  it("keeps the page in the URL, so leaving and coming Back restores it", async () => {
    const search = memorySearch({ request: REQUESTS });
    const { user, router } = renderList("/list", search.source);
    await waitFor(() => expect(numbers()).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(numbers()).toEqual(["SR-003", "SR-002"]));
    expect(router.state.location.search).toBe("?page=2&cursor=2");
    expect(search.calls.at(-1)).toMatchObject({ page: 2, cursor: "2" });

    await user.click(screen.getByRole("link", { name: "SR-003" }));
    expect(await screen.findByText("Detail page")).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(numbers()).toEqual(["SR-003", "SR-002"]));
  });

  it("shows more rows when the user picks a larger page size in the pager's native select", async () => {
    const { user } = renderList();
    await waitFor(() => expect(numbers()).toHaveLength(2));
    const size = screen.getByRole("combobox", { name: "Rows per page" });
    const larger = within(size)
      .getAllByRole("option")
      .map((option) => Number(option.textContent))
      .find((n) => n > 2)!;
    await user.selectOptions(size, String(larger));
    await waitFor(() => expect(numbers()).toHaveLength(Math.min(REQUESTS.length, larger)));
  });

  it("sorts only by sortable columns, toggling the direction", async () => {
    const { user, router } = renderList();
    await waitFor(() => expect(numbers()).toHaveLength(2));
    expect(
      within(screen.getByRole("columnheader", { name: "Description" })).queryByRole("button"),
    ).toBeNull();
    await user.click(screen.getByRole("button", { name: "Status" }));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Status/ })).toHaveAttribute("aria-sort", "ascending"),
    );
    expect(router.state.location.search).toBe("?sort=status");
    await user.click(screen.getByRole("button", { name: /Status/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=-status"));
    expect(screen.getByRole("columnheader", { name: /Status/ })).toHaveAttribute("aria-sort", "descending");
  });

  it("ignores sorts and filters a link asks for that the screen does not declare", async () => {
    const search = memorySearch({ request: REQUESTS }, { "request.status": "status" });
    renderList("/list?sort=description&f.request.secret=x&f.request.status=OPEN", search.source);
    await waitFor(() => expect(numbers()).toEqual(["SR-005", "SR-003"]));
    expect(search.calls[0]).toMatchObject({
      orderBy: [{ column: "request_number", direction: "desc" }],
      filters: { "request.status": "OPEN" },
    });
  });

  it("applies the quick search and a declared filter through the URL", async () => {
    const { user, router } = renderList("/list?page=2");
    await user.type(await screen.findByRole("searchbox", { name: "Quick search" }), "SR-00{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?q=SR-00"));
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Closed" }));
    await waitFor(() => expect(numbers()).toEqual(["SR-004", "SR-002"]));
    expect(router.state.location.search).toBe("?q=SR-00&f.request.status=CLOSED");
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("searchbox", { name: "Quick search" })).toHaveValue("");
  });

  it("searches once when typing pauses, not on every keystroke", async () => {
    const search = memorySearch({ request: REQUESTS });
    const { user, router } = renderList("/list", search.source);
    await waitFor(() => expect(numbers()).toEqual(["SR-005", "SR-004"]));
    const before = search.calls.length;
    await user.type(screen.getByRole("searchbox", { name: "Quick search" }), "abc");
    await waitFor(() => expect(router.state.location.search).toBe("?q=abc"));
    await screen.findByText("Nothing matches these filters");
    expect(search.calls.slice(before).map((c) => c.searchValue)).toEqual(["abc"]);
  });

  it("searches at once on Enter", async () => {
    const search = memorySearch({ request: REQUESTS });
    const { user, router } = renderList("/list", search.source);
    await waitFor(() => expect(numbers()).toEqual(["SR-005", "SR-004"]));
    await user.type(screen.getByRole("searchbox", { name: "Quick search" }), "SR-003{Enter}");
    expect(router.state.location.search).toBe("?q=SR-003");
    await waitFor(() => expect(numbers()).toEqual(["SR-003"]));
  });

  it("debounces a typed filter too, and Enter in it applies it at once", async () => {
    const withText = parseScreen({
      ...requestListInput,
      search: {
        ...requestListInput.search!,
        filters: [
          ...requestListInput.search!.filters!,
          { item_name: "request.number", column: "request_number", label: "request_number", type: "text" },
        ],
      },
    }) as TListScreen;
    const search = memorySearch({ request: REQUESTS }, { "request.number": "request_number" });
    const view = renderRoutes(
      [
        {
          path: "/list",
          element: (
            <RendererServicesProvider services={{ codes: codes.source }}>
              <ListScreen
                document={withText}
                source={search.source}
                rowLink={(row) => `/d/${String(row.id)}`}
              />
            </RendererServicesProvider>
          ),
        },
      ],
      { initialEntries: ["/list"], config: { messages: { portal_login_translations: messages } } },
    );
    const user = userEvent.setup();
    await waitFor(() => expect(numbers()).toEqual(["SR-005", "SR-004"]));
    const before = search.calls.length;
    // The filter's control loads on demand (lazyInput), as on a list page.
    const box = await screen.findByRole("textbox", { name: "Number" });
    await user.type(box, "SR-002");
    await waitFor(() => expect(numbers()).toEqual(["SR-002"]));
    expect(search.calls.slice(before).map((c) => c.filters)).toEqual([{ "request.number": "SR-002" }]);
    await user.clear(box);
    await user.type(box, "SR-001{Enter}");
    expect(view.router.state.location.search).toBe("?f.request.number=SR-001");
  });

  it("says when nothing matches and when the search fails", async () => {
    const { unmount } = renderList("/list?q=nothing-like-this");
    expect(await screen.findByText("Nothing matches these filters")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Clear search and filters" }).length).toBeGreaterThan(0);
    unmount();
    renderList("/list", { search: () => Promise.reject(new Error("Search is down")) });
    expect(await screen.findByText("Search is down")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows the skeleton while Try again runs (the button cannot be pressed twice), then the answer", async () => {
    let answer: (() => void) | null = null;
    let down = true;
    renderList("/list", {
      search: () =>
        down
          ? Promise.reject(new Error("Search is down"))
          : new Promise((_resolve, reject) => {
              answer = () => reject(new Error("Still down"));
            }),
    });
    const retry = await screen.findByRole("button", { name: "Try again" });
    down = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole("status", { name: "Loading Service requests" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    answer!();
    expect(await screen.findByText("Still down")).toBeInTheDocument();
  });
});

/** Pretends the window is narrower than 768 px (test-setup's matchMedia answers "no" to every query). */
function atPhoneWidth() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query === PHONE_QUERY,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe("list screen: states and phones", () => {
  it("shows skeletons while the first page loads, not a spinner", async () => {
    renderList("/list", { search: () => new Promise(() => undefined) });
    expect(await screen.findByRole("status", { name: "Loading Service requests" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(window.document.querySelectorAll(".mantine-Skeleton-root").length).toBeGreaterThan(0);
  });

  it("an empty list says what it is for and offers the first action", async () => {
    const empty = memorySearch({ request: [] }).source;
    renderList("/list", empty, {
      action: { label: "request_new", to: "/new" },
      empty: {
        title: "request_list_empty_title",
        body: "request_list_empty_body",
        action: "request_list_empty_action",
      },
    });
    expect(await screen.findByText("No service requests yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Raise a service request" })).toHaveAttribute("href", "/new");
  });

  it("a user without access to the area sees a page naming it, with no action to start", async () => {
    const refused = { search: () => Promise.reject(new ApiError(403, "Forbidden", "Forbidden")) };
    renderList("/list", refused as SearchDataSource, {
      area: "RMA",
      home: "/home",
      action: { label: "rma_new", to: "/new" },
    });
    expect(await screen.findByRole("heading", { name: "No access to RMA" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /new/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/home");
  });

  it("filter boxes say All when empty", async () => {
    renderList("/list");
    await waitFor(() => expect(numbers()).toEqual(["SR-005", "SR-004"]));
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveAttribute("placeholder", "All");
  });

  it("on a phone shows cards (number, status badge, title, date) and folds filters into a sheet", async () => {
    const restore = atPhoneWidth();
    try {
      const { user, router } = renderList("/list");
      const cards = await screen.findByRole("list", { name: "Service requests" });
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      const first = within(cards).getAllByRole("link")[0]!;
      expect(first).toHaveAttribute("href", "/detail/5");
      expect(first).toHaveTextContent("SR-005");
      expect((await within(first).findByText("Open")).closest("[data-tone]")).toHaveAttribute(
        "data-tone",
        "new",
      );
      expect(first).toHaveTextContent("Pump 5 leaking");
      expect(screen.queryByRole("combobox", { name: "Status" })).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Filters (0)" }));
      const sheet = await screen.findByRole("dialog", { name: "Filters" });
      expect(within(sheet).getByRole("combobox", { name: "Status" })).toHaveAttribute("placeholder", "All");
      // The table's sortable headers become one choice in the sheet.
      const sort = within(sheet).getByRole("combobox", { name: "Sort by" });
      expect(sort).toHaveValue("request_number:desc");
      await user.selectOptions(sort, "Number, ascending");
      await waitFor(() => expect(router.state.location.search).toBe("?sort=request_number"));
    } finally {
      restore();
    }
  });

  it("on a phone a page of 25 cards arrives a screenful at a time and ends with every row, in order", async () => {
    const restore = atPhoneWidth();
    try {
      const many = numberedRequests(30, () => "OPEN");
      renderList("/list?size=25&sort=request_number", memorySearch({ request: many }).source);
      const cards = await screen.findByRole("list", { name: "Service requests" });
      await waitFor(() => expect(within(cards).getAllByRole("link")).toHaveLength(25));
      expect(cards).toHaveAttribute("aria-busy", "false");
      const shown = within(cards)
        .getAllByTestId("card-number")
        .map((n) => n.textContent);
      expect(shown).toEqual(many.slice(0, 25).map((r) => r.request_number));
    } finally {
      restore();
    }
  });

  it("labels every card's status from one observer of the code table, asked for once", async () => {
    const restore = atPhoneWidth();
    try {
      const many = numberedRequests(25, (i) => (i % 2 ? "CLOSED" : "OPEN"));
      const { queryClient } = renderList("/list?size=25", memorySearch({ request: many }).source);
      const cards = await screen.findByRole("list", { name: "Service requests" });
      await waitFor(() => expect(within(cards).getAllByText(/^(Open|Closed)$/)).toHaveLength(25));
      expect(codes.calls.filter((call) => call.codeTable === "request_status")).toHaveLength(1);
      // One observer for the page, not one per card (each with its timers and its re-render).
      const [statuses] = queryClient.getQueryCache().findAll({ queryKey: ["codes", "request_status"] });
      expect(statuses?.getObserversCount()).toBe(1);
    } finally {
      restore();
    }
  });
});
