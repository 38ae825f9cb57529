// The calls a dashboard's first render makes, from its cards (bench/dashboard/run.ts times them).
import type { Pool as HttpPool } from "undici";
import type { Session } from "../lib/sign-in.js";

/** A GET, or a POST of `body` (the chart card's grouped execsearch). */
export type Call = { name: string; path: string; body?: unknown };
type CounterCard = {
  id: string;
  screenName: string;
  elementId: string;
  list: { filters: Record<string, string> };
};
type ChartReport = {
  name: string;
  source: { screen: string };
  groupBy: string[];
  filters: Record<string, unknown>;
};
export type Card = {
  kind: string;
  id: string;
  pageSize?: number;
  report?: ChartReport;
} & Partial<CounterCard>;

export async function get(http: HttpPool, s: Session, path: string, body?: unknown): Promise<unknown> {
  const { "content-type": _json, ...headers } = s.headers;
  const res =
    body === undefined
      ? await http.request({ path, method: "GET", headers })
      : await http.request({ path, method: "POST", headers: s.headers, body: JSON.stringify(body) });
  const text = await res.body.text();
  if (res.statusCode !== 200)
    throw new Error(
      `${body === undefined ? "GET" : "POST"} ${path}: ${res.statusCode} ${text.slice(0, 300)}`,
    );
  return JSON.parse(text) as unknown;
}

/** What the page calls once it has its dashboard: one call per counter card, statuses, the feed's first page. */
export function cardCalls(cards: Card[]): Call[] {
  return cards.flatMap((card): Call[] => {
    switch (card.kind) {
      case "counter":
        return [
          {
            name: `refreshcounters ${card.elementId}`,
            path: `/api/dataview/refreshcounters?${new URLSearchParams({ screenName: card.screenName!, elementId: card.elementId! })}`,
          },
        ];
      case "statuses":
        return [{ name: "getServiceRequestStatuses", path: "/api/dataview/getServiceRequestStatuses" }];
      case "activity":
        return [
          {
            name: `updateactvityfeed (limit ${card.pageSize})`,
            path: `/api/dataview/updateactvityfeed?limit=${card.pageSize}`,
          },
        ];
      case "chart":
        // The chart card's own chunk runs the report's grouped search once the cards have drawn.
        return [
          {
            name: `execsearch chart ${card.report!.name}`,
            path: "/api/dataview/execsearch",
            body: {
              screenName: card.report!.source.screen,
              groupBy: card.report!.groupBy,
              searchMap: card.report!.filters,
              pageSize: 200,
              mappedCodeValues: true,
            },
          },
        ];
      default:
        return []; // quick actions, summaries and links come with getdashboard's answer
    }
  });
}

export const DASHBOARD: Call = { name: "getdashboard", path: "/api/Dashboard/getdashboard" };
