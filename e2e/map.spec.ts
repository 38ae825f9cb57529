import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { offOrigin, recordRequests } from "./support/origin";
import { apiHeaders, demo, signIn } from "./support/portal";

// The map works with the cable pulled: every request the map page makes (page, its workers, the
// basemap) stays on the portal's origin. The sites show on the map and in the list beside it; a
// site opens the request list filtered to it. At a laptop's and a phone's width, axe-clean.

type MapSite = {
  id: number;
  name: string;
  lat: number | null;
  openRequests: number;
  assets: number;
  assetNames: string[];
};

async function mapSites(page: Page): Promise<MapSite[]> {
  const response = await page.request.get("/api/map/sites", { headers: await apiHeaders(page) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { sites: MapSite[] }).sites;
}

/** How many requests the request list finds for a site, as the page's user (execsearch). */
async function requestsOfSite(page: Page, siteId: number): Promise<number> {
  const response = await page.request.post("/api/dataview/execsearch", {
    headers: await apiHeaders(page),
    data: { screenName: "request", searchMap: { "request.site_id": String(siteId) }, page: 1, pageSize: 10 },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { total: number }).total;
}

/** The map page with its canvas drawn and the world basemap loaded from the portal. */
async function openMap(page: Page, urls: string[]) {
  // The operator's street detail (e2e/support/serve.mjs configures a PMTiles file), read in parts.
  const streets = page.waitForResponse(
    (r) => r.url().endsWith("/api/map/streets.pmtiles") && r.status() === 206,
  );
  await page.goto("/app/map");
  await expect(page.getByRole("heading", { level: 1, name: "Map" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Map of the sites/ })).toBeVisible();
  await expect.poll(() => urls.some((u) => /countries-50m-[\w-]+\.json$/.test(u))).toBe(true);
  await expect.poll(() => urls.some((u) => /maplibre-gl-worker-[\w-]+\.mjs/.test(u))).toBe(true);
  const part = await streets;
  expect(part.headers()["content-range"]).toMatch(/^bytes 0-\d+\/\d+$/);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Finds a site in the list by its name, shows it on the map, then opens its requests. */
async function siteToItsRequests(page: Page, site: MapSite) {
  const list = page.getByRole("region", { name: "Sites", exact: true });
  await list.getByRole("searchbox", { name: "Find a site" }).fill(site.name);
  // Demo names repeat across cities: the site's own list item.
  const item = list.getByRole("listitem").and(list.locator(`[data-site-id="${site.id}"]`));
  const show = item.getByRole("button", { name: `Show ${site.name} on the map` });
  await show.click();
  await expect(show).toHaveAttribute("aria-pressed", "true");
  // The map shows the same site: its popup names it, with its open requests.
  const popup = page.locator(".maplibregl-popup");
  await expect(popup).toContainText(site.name);
  await expect(popup).toContainText(`Open requests: ${site.openRequests}`);
  // Assets have no coordinates: the popup counts them, the site's entry names them.
  await expect(popup).toContainText(`Assets: ${site.assets}`);
  await expect(item).toContainText(`Assets: ${site.assets}`);
  if (site.assetNames.length) await expect(item).toContainText(`Assets here: ${site.assetNames[0]}`);

  // Closing the popup clears the selection in both; picking the site on the map (the map has flown
  // to it: it is at the canvas's centre) selects it in the list again.
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(show).toHaveAttribute("aria-pressed", "false");
  await expect(popup).toHaveCount(0);
  const canvas = await page.getByRole("region", { name: /^Map of the sites/ }).boundingBox();
  await page.waitForTimeout(1500); // the fly-to animation ends
  await page.mouse.click(canvas!.x + canvas!.width / 2, canvas!.y + canvas!.height / 2);
  await expect(show).toHaveAttribute("aria-pressed", "true");
  await expect(popup).toContainText(site.name);

  const expected = await requestsOfSite(page, site.id);
  expect(expected).toBeGreaterThanOrEqual(site.openRequests);
  await item.getByRole("link", { name: `Requests of ${site.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/list/request\\?f\\.request\\.site_id=${site.id}$`));
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText(`of ${expected} `);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.customer.email);
});

test("1280 px: the sites on the offline map and beside it, a site opens its requests", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const urls = recordRequests(page);
  const sites = await mapSites(page);
  const mapped = sites.filter((s) => s.lat !== null);
  expect(mapped.length).toBeGreaterThan(0);
  await openMap(page, urls);

  const list = page.getByRole("region", { name: "Sites", exact: true });
  await expect(list.getByText(`${Math.min(sites.length, 50)} of ${sites.length} sites`)).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(Math.min(sites.length, 50));
  // The list stands beside the map, not below it.
  const mapBox = await page.getByRole("region", { name: /^Map of the sites/ }).boundingBox();
  const listBox = await list.boundingBox();
  expect(listBox!.x).toBeGreaterThan(mapBox!.x + mapBox!.width - 1);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  const busiest = [...mapped].sort((a, b) => b.openRequests - a.openRequests)[0]!;
  await siteToItsRequests(page, busiest);
  // The filter box names the site (looked up from the id in the address), not its id.
  await expect(page.getByRole("textbox", { name: "Site", exact: true })).toHaveValue(busiest.name);
  expect(offOrigin(urls)).toEqual([]);
});

test("390 px: the map above the list, nothing scrolls sideways, a site opens its requests", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const urls = recordRequests(page);
  const sites = await mapSites(page);
  await openMap(page, urls);
  const mapBox = await page.getByRole("region", { name: /^Map of the sites/ }).boundingBox();
  const listBox = await page.getByRole("region", { name: "Sites", exact: true }).boundingBox();
  expect(listBox!.y).toBeGreaterThanOrEqual(mapBox!.y + mapBox!.height - 1);
  expect(mapBox!.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  const site = sites.filter((s) => s.lat !== null).at(-1)!;
  await siteToItsRequests(page, site);
  expect(offOrigin(urls)).toEqual([]);
});
