import { describe, expect, it } from "vitest";
import { DASHBOARD_FORMAT } from "./format.js";
import { checkDashboardReferences, type DashboardCatalog } from "./references.js";
import { formatJsonSchema } from "../document/format-json-schema.js";
import type { TDashboardDocument } from "./dashboard-document.js";

const doc = (cards: unknown[]) => ({ formatVersion: 1, name: "CUSTOMER", cards });

const catalog: DashboardCatalog = {
  hasMessage: (key) => key.startsWith("ok_"),
  hasScreen: (name) => ["COUNTERS", "request"].includes(name),
  filtersOfScreen: (name) => (name === "request" ? new Set(["request.status"]) : undefined),
  counterOf: (screen, id) =>
    screen === "COUNTERS"
      ? (
          {
            open: { screen: "request", filter: { "request.status": "NEW" } },
            bad: { screen: "request", filter: { description: "x" } },
          } as Record<string, { screen: string; filter?: Record<string, unknown> }>
        )[id]
      : undefined,
  workflowStartingAt: (start) =>
    start === "REQUEST_SITE"
      ? { name: "REQUEST", summaryScreen: "REQUEST_SUMMARY" }
      : start === "RMA_LINES"
        ? { name: "RMA" }
        : undefined,
  hasReport: (name) => name === "requests-per-month",
};

describe("the dashboard document", () => {
  it("reads its cards with their defaults", () => {
    const parsed = DASHBOARD_FORMAT.parse(
      doc([
        { kind: "counter", id: "open", screenName: "COUNTERS", elementId: "open", refreshSeconds: 60 },
        { kind: "activity", id: "feed" },
        { kind: "statuses", id: "statuses", title: "ok_statuses" },
      ]),
    );
    expect(parsed.ok && parsed.value.cards.map((c) => c.kind)).toEqual(["counter", "activity", "statuses"]);
    expect(parsed.ok && parsed.value.cards[1]).toMatchObject({ pageSize: 10 });
  });

  it("refuses a card id used twice, a refresh faster than 10 s and a link outside the portal, naming the path", () => {
    const parsed = DASHBOARD_FORMAT.parse(
      doc([
        { kind: "statuses", id: "a" },
        { kind: "activity", id: "A" },
        { kind: "counter", id: "c", screenName: "COUNTERS", elementId: "open", refreshSeconds: 1 },
        { kind: "link", id: "l", title: "ok_t", to: "https://evil.example/" },
      ]),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.issues.map((i) => i.path).sort()).toEqual([
        "cards[1].id",
        "cards[2].refreshSeconds",
        "cards[3].to",
      ]);
  });

  it("names each reference that does not resolve by its path", () => {
    const parsed = DASHBOARD_FORMAT.parse(
      doc([
        { kind: "counter", id: "c1", screenName: "NOPE", elementId: "open" },
        { kind: "counter", id: "c2", screenName: "COUNTERS", elementId: "missing" },
        { kind: "counter", id: "c3", screenName: "COUNTERS", elementId: "bad" },
        { kind: "counter", id: "c4", screenName: "COUNTERS", elementId: "open", title: "no_such_key" },
        { kind: "quickActions", id: "q", actions: [{ startScreen: "REQUEST_SITE" }, { startScreen: "X" }] },
        { kind: "summaries", id: "s", workflows: ["REQUEST_SITE", "RMA_LINES", "Y"] },
        { kind: "chart", id: "ch1", report: "requests-per-month" },
        { kind: "chart", id: "ch2", report: "no-such-report" },
      ]),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const issues = checkDashboardReferences(parsed.value as TDashboardDocument, catalog);
    expect(issues).toEqual([
      { path: "cards[0].screenName", message: 'unknown screen "NOPE"' },
      { path: "cards[1].elementId", message: '"missing" is not a counter of screen "COUNTERS"' },
      {
        path: "cards[2].elementId",
        message:
          'counter "bad" filters on "description", which the list "request" does not offer as a filter',
      },
      { path: "cards[3].title", message: 'unknown message key "no_such_key"' },
      { path: "cards[4].actions[1].startScreen", message: 'no workflow starts at screen "X"' },
      { path: "cards[5].workflows[1]", message: 'workflow "RMA" has no approved summary screen' },
      { path: "cards[5].workflows[2]", message: 'no workflow starts at screen "Y"' },
      { path: "cards[7].report", message: 'unknown report "no-such-report"' },
    ]);
  });

  it("exports its JSON Schema", () => {
    expect(formatJsonSchema(DASHBOARD_FORMAT)).toHaveProperty("properties.cards");
  });
});
