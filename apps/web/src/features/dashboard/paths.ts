import { generatePath } from "react-router";

/**
 * The feature's own addresses (features import no app code). Records and lists live in the
 * requests and RMA areas; by table, since a counter, a summary or an event names the table it shows.
 */
const AREAS: Record<string, { list: string; detailScreen: string }> = {
  service_requests: { list: "/app/list/:screenName", detailScreen: "request" },
  rmas: { list: "/app/rmalist/:screenName", detailScreen: "RMA" },
};

/** Records with a page of their own outside the list areas: a blog post, a forum topic. */
const PAGES: Record<string, (id: number) => string> = {
  blog_posts: (id) => `/app/blogview/${id}`,
  forum_topics: (id) => `/app/forumconvo/${id}`,
};

/** A list's filters travel as `f.<item_name>=<value>`, as the list screens read and write them. */
const FILTER_PREFIX = "f.";

export const dashboardPaths = {
  home: "/app/dashboard",
  /** A list screen with declared filters applied (how a counter opens the rows it counted). */
  list(table: string, screenName: string, filters: Record<string, string> = {}): string {
    const path = generatePath(AREAS[table]?.list ?? AREAS.service_requests!.list, { screenName });
    const query = new URLSearchParams(
      Object.entries(filters).map(([item, value]) => [FILTER_PREFIX + item, value]),
    );
    const search = query.toString();
    return search ? `${path}?${search}` : path;
  },
  /** The list of a table's records (its area's list screen), unfiltered. */
  tableList(table: string): string | null {
    const area = AREAS[table];
    return area ? generatePath(area.list, { screenName: area.detailScreen }) : null;
  },
  /** A record's page, or null for a table no area of the portal shows. */
  record(table: string, id: number): string | null {
    const page = PAGES[table];
    if (page) return page(id);
    const area = AREAS[table];
    if (!area) return null;
    return `${generatePath(area.list, { screenName: area.detailScreen })}/${encodeURIComponent(String(id))}`;
  },
  /** A fresh run of a workflow's wizard, by its start screen (as the side bar's custom entries). */
  workflowStart: (startScreen: string) =>
    `/app/service?${new URLSearchParams({ workflow: startScreen }).toString()}`,
  newRequest: "/app/service?workflow=REQUEST",
  /** A report's page (its chart, its table and its CSV), by the report's name. */
  report: (name: string) => generatePath("/app/reports/:name", { name }),
};
