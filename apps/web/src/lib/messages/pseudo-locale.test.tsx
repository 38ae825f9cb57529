import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { ApiPath, DEFAULT_PAGE_TITLE, MESSAGE_CATALOGUE, type TAboutInfo } from "@fsm/contracts";
import { renderRoutes, testQueryClient } from "../../test-utils/render-app";
import { QueryKey } from "../query-client";
import { json, stubApi, type ApiCall } from "../../test-utils/stub-api";
import { ProfilePage } from "../../features/profile/components/profile-page";
import { AboutPage } from "../../features/about/components/about-page";
import { renderAuth } from "../../features/auth/tests/render-auth";
import { requestRoutes } from "../../features/requests/routes";
import { workflowRoutes } from "../../features/workflows/routes";
import { requestFormInput, requestListInput, requestMessages } from "../../renderer/test-utils/screens";
import { dateDisplay } from "../format/dates";
import { NotFoundPage } from "../../app/pages/not-found-page";
import { DashboardPage } from "../../features/dashboard/components/dashboard-page";
import { CUSTOMER_DASHBOARD, EVENTS, STATUSES } from "../../features/dashboard/tests/fixtures";
import { LobbyPage } from "../../features/lobby/components/lobby-page";
import { LOGGED_IN, PROFILE, WORKFLOW_HEADER, screenAnswer } from "../../test-utils/fixtures";

/**
 * Pseudo-locale (issue 10 §7): every catalogue message wrapped in ⟦…⟧. A visible text or a label
 * outside the markers that is not the fixture's own data is a literal that bypassed the catalogue.
 */
const pseudo = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, `⟦${text}⟧`]));
const PSEUDO = pseudo(MESSAGE_CATALOGUE);
const config = { messages: { portal_login_translations: PSEUDO } };
/** The catalogue and a fixture's own screen messages (titles and labels of its metadata), all marked. */
const configWith = (messages: Record<string, string>) => ({
  messages: { portal_login_translations: { ...PSEUDO, ...pseudo(messages) } },
});

const profile = PROFILE;
/** User data the fixtures put on the page (and the configured page title): not messages, so not marked. */
const DATA = [
  profile.UserName,
  profile.FirstName,
  profile.LastName,
  profile.EmailAddress,
  DEFAULT_PAGE_TITLE,
];

function unmarked(text: string, data: readonly string[]): string {
  // Innermost markers first: a message may hold another ("⟦⟦Service Request⟧: steps⟧").
  let rest = text;
  for (let before = ""; before !== rest;) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, " ")];
  // Longest first, so a short value ("7") does not break a longer one ("SR-007") apart.
  for (const value of [...DATA, ...data].sort((a, b) => b.length - a.length))
    rest = rest.split(value).join(" ");
  return /\p{L}/u.test(rest) ? text : "";
}

/** Texts and labels with letters outside the markers; `data` lists the fixture's own values. */
function unmarkedTexts(root: HTMLElement, data: readonly string[] = []): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest("script, style")) continue;
    if (unmarked(node.textContent ?? "", data)) found.push(node.textContent ?? "");
  }
  for (const element of root.querySelectorAll("*"))
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(name);
      if (value && unmarked(value, data)) found.push(`${name}="${value}"`);
    }
  return found;
}

afterEach(() => {
  notifications.clean(); // a notification of one page must not be counted on the next
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const screenResponse = (name: string, type: string, document: unknown) =>
  json(screenAnswer(name, type, document));

// A service request screen with its list and its record, as in the request pages' tests.
const requestScreen = { ...requestFormInput, name: "request", search: requestListInput.search };
const REQUEST_ROW = {
  id: 7,
  version: 1,
  request_number: "SR-007",
  kind: "REPAIR",
  description: "Pump leaking",
  contact_email: "ann@example.com",
};
const REQUEST_DATA = Object.values(REQUEST_ROW).map(String);
const TIMES = ["2026-11-20T09:00:00.000Z", "2026-11-21T10:31:00.000Z"];

function renderRequests(url: string) {
  stubApi({
    "GET /api/Metadata/fetchscreen": () => screenResponse("request", "portal", requestScreen),
    "POST /api/dataview/getDataForScreen": () =>
      json({ tableName: "service_requests", dataModel: REQUEST_ROW, childTables: {}, attachments: [] }),
    "POST /api/dataview/execsearch": () =>
      json({ rows: [REQUEST_ROW], total: 1, totalIsEstimate: false, nextCursor: null, pageSize: 10 }),
    [`GET ${ApiPath.customWorkflowFeatures}`]: () => json([]),
    "GET /api/Metadata/fetchcodes": () =>
      json([{ code: "NEW", label: "status_new", parentCode: null, sort: 1 }]),
    "GET /api/requestwf/timeline": () =>
      json({
        statuses: [{ status: "NEW", at: TIMES[0]!, by: "Ann Customer" }],
        notes: [
          {
            id: 1,
            text: "Engineer booked",
            at: TIMES[1]!,
            author: "Sam Staff",
            attachments: [],
          },
        ],
        canAddNote: true,
      }),
  });
  // The shell's loggedindata answer: the user may edit requests.
  const queryClient = testQueryClient();
  queryClient.setQueryData(QueryKey.loggedInData, LOGGED_IN);
  renderRoutes([{ path: "/app", children: requestRoutes }], {
    initialEntries: [url],
    queryClient,
    config: configWith({ ...requestMessages, request_status: "Status", status_new: "New" }), // portal messages
  });
}

// A one-step workflow, as in the workflow pages' tests.
const WORKFLOW = {
  header: WORKFLOW_HEADER,
  elements: [{ kind: "step", id: "a", screen: "REQ_A" }],
  revision: 1,
};
const STEP = {
  formatVersion: 3,
  type: "workflowStep",
  name: "REQ_A",
  title: "wf_a",
  table: "service_requests",
  sections: [
    {
      id: "m",
      items: [{ kind: "field", id: "kind", type: "text", column: "kind", label: "f_kind", required: true }],
    },
  ],
};
const workflowMessages = { wf_title: "Service Request", wf_a: "Kind of job", f_kind: "Kind" };

describe("pseudo-locale: no text outside the message catalogue", () => {
  it("profile page", async () => {
    stubApi({ [`GET ${ApiPath.getProfile}`]: () => json(profile) });
    renderRoutes([{ path: "/", element: <ProfilePage /> }], { config });
    await screen.findByRole("form", { name: "⟦Profile details⟧" });
    expect(unmarkedTexts(document.body)).toEqual([]);
  });

  it("404 page", async () => {
    renderRoutes([{ path: "*", element: <NotFoundPage /> }], { config, initialEntries: ["/nowhere"] });
    await screen.findByText("⟦PageNotFound⟧");
    expect(unmarkedTexts(document.body)).toEqual([]);
  });

  it("dashboard", async () => {
    stubApi({
      "GET /api/Dashboard/getdashboard": () => json(CUSTOMER_DASHBOARD),
      "GET /api/dataview/refreshcounters": () =>
        json({ elementId: "newRequests", count: 3, isEstimate: false }),
      "GET /api/dataview/getServiceRequestStatuses": () => json(STATUSES),
      "GET /api/dataview/updateactvityfeed": () => json({ events: EVENTS, nextCursor: "3" }),
    });
    const statusNames = { status_new: "New", status_in_progress: "In progress", status_closed: "Closed" };
    renderRoutes([{ path: "/", element: <DashboardPage /> }], { config: configWith(statusNames) });
    await screen.findByRole("heading", { name: "⟦Dashboard⟧" });
    await screen.findByRole("button", { name: "⟦Load more⟧" });
    await screen.findByText("⟦Updated⟧");
    // The fixture's own values: what the server sent as data, and dates (formatted, not messages).
    const dates = [...document.querySelectorAll("time")].flatMap((el) => [el.textContent ?? "", el.title]);
    const data = [
      ...CUSTOMER_DASHBOARD.cards.flatMap((c) =>
        c.kind === "quickActions"
          ? c.actions.map((a) => a.label)
          : c.kind === "summaries"
            ? c.summaries.map((x) => x.title)
            : [],
      ),
      ...EVENTS.flatMap((e) => [
        e.record.number,
        e.summary.actor ?? "",
        "excerpt" in e.summary ? e.summary.excerpt : "",
      ]),
      ...dates,
    ].filter(Boolean);
    expect(unmarkedTexts(document.body, data)).toEqual([]);
  });

  it("lobby page, cut off from its stream", async () => {
    stubApi({
      "GET /api/dataview/updateactvityfeed": () => json({ events: EVENTS, nextCursor: null }),
      "POST /api/lobby/ticket": () => json({ ticket: "t", expiresInSeconds: 60 }),
    });
    const statusNames = { status_new: "New", status_in_progress: "In progress" };
    renderRoutes([{ path: "/", element: <LobbyPage /> }], { config: configWith(statusNames) });
    await screen.findByRole("heading", { name: "⟦Lobby⟧" });
    // jsdom has no EventSource: the page is in its "reconnecting" state, the events on screen.
    await screen.findByText(/^⟦Updated .*, reconnecting…⟧$/);
    const dates = [...document.querySelectorAll("time")].flatMap((el) => [el.textContent ?? "", el.title]);
    const data = [
      ...EVENTS.flatMap((e) => [
        e.record.number,
        e.summary.actor ?? "",
        "excerpt" in e.summary ? e.summary.excerpt : "",
      ]),
      ...dates,
    ].filter(Boolean);
    expect(unmarkedTexts(document.body, data)).toEqual([]);
  });

  it("sign-in page", async () => {
    stubApi({});
    await renderAuth("/signin", { config });
    await screen.findByRole("button", { name: "⟦Log In⟧" });
    expect(unmarkedTexts(document.body)).toEqual([]);
  });

  it("sign-up page", async () => {
    stubApi({});
    await renderAuth("/signup", { config });
    await screen.findByLabelText("⟦First Name⟧", { exact: false });
    expect(unmarkedTexts(document.body)).toEqual([]);
  });

  it("password recovery page", async () => {
    stubApi({});
    await renderAuth("/recoverCredits", { config });
    await screen.findByRole("button", { name: "⟦Send Reset Link⟧" });
    expect(unmarkedTexts(document.body)).toEqual([]);
  });

  it("about page", async () => {
    const about: TAboutInfo = {
      productName: "fsm-portal",
      version: "1.2.3",
      companyName: "Northwind",
      serverTime: "2026-11-22T08:00:00.000Z",
    };
    stubApi({ [`GET ${ApiPath.getAboutInfo}`]: () => json(about) });
    renderRoutes([{ path: "/", element: <AboutPage /> }], { config });
    await screen.findByText("1.2.3");
    const time = new Date(about.serverTime).toLocaleString();
    expect(unmarkedTexts(document.body, [about.productName, about.companyName, time])).toEqual([]);
  });

  it("request list", async () => {
    renderRequests("/app/list/request");
    await screen.findByText("SR-007", undefined, { timeout: 5000 });
    expect(unmarkedTexts(document.body, REQUEST_DATA)).toEqual([]);
  });

  it("request detail", async () => {
    renderRequests("/app/list/request/7");
    await screen.findByText("Engineer booked", undefined, { timeout: 5000 });
    expect(
      unmarkedTexts(document.body, [
        ...REQUEST_DATA,
        "Engineer booked",
        "Ann Customer",
        "Sam Staff",
        ...TIMES.flatMap((time) => {
          const shown = dateDisplay(time);
          return shown.exact ? [shown.text, shown.exact] : [shown.text];
        }),
      ]).join(" | "),
    ).toEqual("");
  });

  it("wizard step", async () => {
    stubApi({
      "GET /api/Metadata/getWorkflowManager": () => json(WORKFLOW),
      "GET /api/Metadata/fetchWorkflowScreenMetadata": () => screenResponse("REQ_A", "workflowStep", STEP),
      "GET /api/Metadata/fetchscreen": (call: ApiCall) =>
        screenResponse(call.query.get("screenName") ?? "", "workflowStep", STEP),
    });
    renderRoutes([{ path: "/app", children: workflowRoutes }], {
      initialEntries: ["/app/service?workflow=REQ"],
      config: configWith(workflowMessages),
    });
    await screen.findByRole("heading", { level: 2 }, { timeout: 5000 });
    await screen.findByRole("textbox");
    expect(unmarkedTexts(document.body).join(" | ")).toEqual("");
  });

  it("notices a literal text", async () => {
    document.body.innerHTML = `<p>⟦Marked⟧</p><p aria-label="Literal">1</p>`;
    expect(unmarkedTexts(document.body)).toEqual(['aria-label="Literal"']);
  });
});
