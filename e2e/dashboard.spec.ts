import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { demo, signIn } from "./support/portal";

// The customer's home page at a laptop's and a phone's width: its counters, status breakdown and
// activity; a counter opens the list it counted, filtered the same way, showing as many rows.
// Staff's home page has a report's chart: its own chunk, its table, the whole report.

const counterLinks = (page: Page) => page.getByRole("link", { name: /: [\d,]+\. Open the list$/ });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The dashboard with every card's data in: counters counted, statuses and the feed shown. */
async function openDashboard(page: Page) {
  await page.goto("/app/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(counterLinks(page).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Service requests by status" })).toContainText(
    /service requests in total/,
  );
  await expect(
    page.getByRole("list", { name: "Recent activity" }).getByRole("listitem").first(),
  ).toBeVisible();
}

/** The first counter with rows in it: its title, number and link. */
async function aCountedCounter(page: Page) {
  for (const link of await counterLinks(page).all()) {
    const name = (await link.getAttribute("aria-label")) ?? "";
    const [, title, count] = /^(.*): ([\d,]+)\. Open the list$/.exec(name) ?? [];
    if (Number(count?.replace(/,/g, "")) > 0) return { link, title: title!, count: count! };
  }
  throw new Error("no counter of the demo customer has rows");
}

/** Opens the counter's list and checks it shows the rows the counter counted. */
async function expectCounterOpensItsList(page: Page) {
  const counter = await aCountedCounter(page);
  const href = (await counter.link.getAttribute("href")) ?? "";
  expect(href).toMatch(/\?f\./);
  await counter.link.click();
  await expect(page).toHaveURL(new RegExp(href.replace(/[.?]/g, "\\$&") + "$"));
  await expect(page.getByRole("navigation", { name: "Pages" })).toContainText(`of ${counter.count} `);
  return href;
}

test.beforeEach(async ({ page }, testInfo) => {
  await signIn(page, testInfo.title.startsWith("staff") ? demo.staff.email : demo.customer.email);
});

test("1280 px: counters side by side, each a door to its filtered list", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page);
  const boxes = await Promise.all((await counterLinks(page).all()).slice(0, 2).map((l) => l.boundingBox()));
  expect(boxes[1]!.y).toBeCloseTo(boxes[0]!.y, 0);
  expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x);
  await expect(
    page.getByRole("region", { name: "Start something new" }).getByRole("link").first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  await page
    .getByRole("button", { name: /^Refresh / })
    .first()
    .click();
  await expect(counterLinks(page).first()).toBeVisible();

  const href = await expectCounterOpensItsList(page);
  // The filter the counter applied is the list's own, shown in its filter box.
  if (href.includes("f.request.status="))
    await expect(page.getByRole("combobox", { name: "Status" })).not.toHaveValue("");
  await expectNoViolations(page);
});

test("390 px: counters two per row, 'Start something new' on the first screen, a counter opens the same rows", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  const links = await counterLinks(page).all();
  expect(links).toHaveLength(4);
  const boxes = (await Promise.all(links.map((l) => l.boundingBox()))).map((b) => b!);
  // Two rows of two: side by side in a row, the second row below the first.
  expect(boxes[1]!.y).toBeCloseTo(boxes[0]!.y, 0);
  expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width);
  expect(boxes[3]!.y).toBeCloseTo(boxes[2]!.y, 0);
  expect(boxes[2]!.x).toBeCloseTo(boxes[0]!.x, 0);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
  // The first action is within the first screen, without scrolling.
  const start = page.getByRole("region", { name: "Start something new" }).getByRole("link").first();
  const startBox = (await start.boundingBox())!;
  expect(startBox.y + startBox.height).toBeLessThanOrEqual(844);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  // "Load more" follows the feed's cursor: more events, none twice.
  const feed = page.getByRole("list", { name: "Recent activity" }).getByRole("listitem");
  const before = await feed.count();
  const more = page.getByRole("button", { name: "Load more" });
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(() => feed.count()).toBeGreaterThan(before);
  }

  await expectCounterOpensItsList(page);
  await expectNoSidewaysScroll(page);
});

test("staff, 1280 px: a report's chart on the dashboard, the same numbers as a table, the whole report", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The chart card is a chunk of its own, fetched once the cards have drawn.
  const chunk = page.waitForResponse((r) => /\/assets\/chart-card-[\w-]+\.js$/.test(r.url()));
  await page.goto("/app/dashboard");
  await expect(counterLinks(page).first()).toBeVisible();
  await chunk;
  const card = page.getByRole("region", { name: "Service requests per month" });
  await expect(card.getByText(/same numbers are in the table/)).toBeVisible();
  await expect(card.locator("svg[aria-hidden=true]")).toBeVisible();
  await expectNoViolations(page);

  await card.getByRole("button", { name: "Show as a table" }).click();
  const table = card.getByRole("table", { name: "Service requests per month" });
  await expect(table.getByRole("columnheader", { name: "Records" })).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThan(1);
  await expectNoViolations(page);
  await expect(card.getByRole("button", { name: "Show as a chart" })).toBeVisible();

  await card.getByRole("link", { name: /^Open the full report/ }).click();
  await expect(page).toHaveURL(/\/app\/reports\/requests-per-month$/);
  await expect(page.getByRole("heading", { level: 1, name: "Service requests per month" })).toBeVisible();
});
