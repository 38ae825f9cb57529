import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/lib/chromium.mjs";
import { E2E_BASE_URL } from "./support/env";
import { demo, mainMenu, signIn } from "./support/portal";
import { searchRows } from "./support/records";

// One session per browser, shared by every tab (issue 26): a record opened in a new tab, a pasted
// link and a reload all use it; Remember Me decides only how long it lasts; a sign-out in one tab
// signs out every tab.

/** The newest request's record address, for the page's signed-in user. */
async function newestRequestUrl(page: Page): Promise<{ url: string; number: string }> {
  const [row] = await searchRows(page, "request", { column: "created_at", direction: "desc" });
  return { url: `/app/list/request/${String(row!.id)}`, number: String(row!.request_number) };
}

const recordHeading = (page: Page, number: string) =>
  page.getByRole("heading", { name: new RegExp(number) }).first();

test("a record opened in a new tab (no Remember Me) is shown, and no tab is signed out", async ({
  context,
  page,
}) => {
  await signIn(page, demo.customer.email);
  await page.goto("/app/list/request");
  const { number } = await newestRequestUrl(page);
  const link = page.getByRole("link", { name: number, exact: true });
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click({ modifiers: ["Control"] })]);
  await tab!.waitForLoadState();
  await expect(tab!).toHaveURL(/\/app\/list\/request\/\d+$/);
  await expect(recordHeading(tab!, number)).toBeVisible();
  await expect(mainMenu(tab!)).toBeVisible();

  // The first tab keeps its shell, also after a reload; a link pasted into a third tab works too.
  await expect(mainMenu(page)).toBeVisible();
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  const pasted = await context.newPage();
  await pasted.goto(tab!.url());
  await expect(recordHeading(pasted, number)).toBeVisible();
});

test("staff can edit a request in a new tab: what a user may do comes from the server", async ({
  context,
  page,
}) => {
  await signIn(page, demo.staff.email);
  const { url, number } = await newestRequestUrl(page);
  const tab = await context.newPage();
  await tab.goto(url);
  await expect(recordHeading(tab, number)).toBeVisible();
  await expect(tab.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  await expect(tab.getByText("You can view this record but not change it.")).toHaveCount(0);
});

test("signing out in one tab signs out every tab of the browser, its live feed included", async ({
  context,
  page,
}) => {
  await signIn(page, demo.customer.email);
  const lobby = await context.newPage();
  const stream = lobby.waitForRequest((request) => request.url().includes("/api/lobby/events"));
  await lobby.goto("/app/lobby");
  await stream;
  await expect(mainMenu(lobby)).toBeVisible();

  await mainMenu(page).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/signin/);
  // The other tab leaves by itself, without a click or a call of its own failing first.
  await expect(lobby).toHaveURL(/\/signin$/);
  await expect(mainMenu(lobby)).toHaveCount(0);
  await lobby.goto("/app/dashboard");
  await expect(lobby).toHaveURL(/\/signin/);
});

test("a sign-in page opened beside a signed-in tab signs nobody out", async ({ context, page }) => {
  await signIn(page, demo.customer.email);
  const other = await context.newPage();
  await other.goto("/signin");
  await other.getByLabel("Email or User ID").fill(demo.customer.email);
  await other.getByLabel("Password", { exact: true }).fill("not-the-password");
  await other.getByRole("button", { name: "Log In" }).click();
  await expect(other.getByRole("alert").first()).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
});

test.describe("across a browser restart", () => {
  let userDataDir = "";
  test.beforeEach(() => {
    userDataDir = mkdtempSync(path.join(tmpdir(), "fsm-e2e-profile-"));
  });
  test.afterEach(() => rmSync(userDataDir, { recursive: true, force: true }));

  const launch = (): Promise<BrowserContext> =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
      baseURL: E2E_BASE_URL,
    });

  /** Signs in, notes the newest request's address, closes the browser and starts it again. */
  async function signInAndRestart(email: string, remember: boolean) {
    const first = await launch();
    const page = first.pages()[0] ?? (await first.newPage());
    await signIn(page, email, undefined, remember);
    const request = await newestRequestUrl(page);
    await first.close();
    const browser = await launch();
    const tab = browser.pages()[0] ?? (await browser.newPage());
    return { browser, tab, ...request };
  }

  test("without Remember Me the session ends with the browser, and a pasted link comes back after sign-in", async () => {
    const { browser, tab, url, number } = await signInAndRestart(demo.customer.email, false);
    try {
      await tab.goto(url);
      await expect(tab).toHaveURL(/\/signin/);
      await signIn(tab, demo.customer.email);
      // The refused address was kept: sign-in comes back to the record, not the dashboard.
      await expect(tab).toHaveURL(new RegExp(`${url}$`));
      await expect(recordHeading(tab, number)).toBeVisible();
    } finally {
      await browser.close();
    }
  });

  test("with Remember Me a new browser session opens the record at once, editable for staff", async () => {
    const { browser, tab, url, number } = await signInAndRestart(demo.staff.email, true);
    try {
      await tab.goto(url);
      await expect(recordHeading(tab, number)).toBeVisible();
      await expect(tab.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
    } finally {
      await browser.close();
    }
  });
});
