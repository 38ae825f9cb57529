import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { apiHeaders, demo, signIn } from "./support/portal";
import { searchRows } from "./support/records";

// The lobby wall board (/app/lobby): a note another session adds appears without a reload, at a
// laptop's and a phone's width, with the shell and without it (shell=0), axe-clean.

/** Another browser (its own session) adds a note to one of the demo customer's open requests. */
async function noteFromAnotherSession(browser: Browser, text: string) {
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, demo.customer.email);
  const headers = await apiHeaders(other);
  const rows = await searchRows(other, "request", { column: "created_at", direction: "desc" });
  for (const row of rows) {
    const response = await other.request.post("/api/requestwf/addnote", {
      headers,
      data: { requestId: Number(row.id), text },
    });
    if (response.ok()) {
      await context.close();
      return;
    }
  }
  throw new Error("no open request of the demo customer took a note");
}

async function expectLive(page: Page) {
  const feed = page.getByRole("list", { name: "Live activity" });
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible();
  return feed;
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`${width} px: the lobby shows a note added by another session without a reload; axe-clean`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, demo.customer.email);
    await page.goto("/app/lobby?scale=1.25&events=15");
    await expect(page.getByRole("heading", { level: 1, name: "Lobby" })).toBeVisible();
    const feed = await expectLive(page);
    await expectNoViolations(page);

    const text = `Lobby note at ${width} px, ${Date.now()}`;
    await noteFromAnotherSession(browser, text);
    const item = feed.getByRole("listitem").first();
    await expect(item).toContainText(text);
    await expect(item).toContainText("Note");
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  });
}

test("shell=0: the board alone, for a screen nobody clicks on; axe-clean", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.customer.email);
  await page.goto("/app/lobby?shell=0&scale=2");
  const feed = await expectLive(page);
  // The board covers the menu, and the keyboard stays on it.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(feed).toBeFocused();
  const text = `Kiosk note ${Date.now()}`;
  await noteFromAnotherSession(browser, text);
  await expect(feed.getByRole("listitem").first()).toContainText(text);
  await expectNoViolations(page);
});

test("a cut keeps the events on screen, says since when, and catches up on what it missed", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.customer.email);
  const before = `Before the cut ${Date.now()}`;
  await noteFromAnotherSession(browser, before);
  // The network to the stream is down from the start: the first events load, the stream cannot open.
  await page.route("**/api/lobby/events**", (route) => route.abort("internetdisconnected"));
  await page.goto("/app/lobby");
  const feed = page.getByRole("list", { name: "Live activity" });
  await expect(feed.getByRole("listitem").first()).toContainText(before);
  await expect(page.getByRole("status")).toContainText(/Updated \d{1,2}:\d{2}.*, reconnecting…/);

  const missed = `Missed during the cut ${Date.now()}`;
  await noteFromAnotherSession(browser, missed);
  await expect(feed.getByRole("listitem").first()).toContainText(before);
  await expectNoViolations(page);

  await page.unroute("**/api/lobby/events**");
  await expect(page.getByRole("status").filter({ hasText: "Live" })).toBeVisible({ timeout: 30_000 });
  await expect(feed.getByRole("listitem").first()).toContainText(missed);
  await expect(feed.getByRole("listitem").nth(1)).toContainText(before);
});
