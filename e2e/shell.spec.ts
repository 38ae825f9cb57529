import { statSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { apiHeaders, demo, mainMenu, signIn } from "./support/portal";

const menuLabels = async (page: Page) =>
  (await mainMenu(page).getByRole("link").allInnerTexts()).map((t) => t.trim()).filter(Boolean);

test.describe("menu per demo account", () => {
  test("customer: request, RMA, blog and forum, no designer", async ({ page }) => {
    await signIn(page, demo.customer.email);
    await expect(mainMenu(page).getByRole("link", { name: "Forum" })).toBeVisible();
    const labels = await menuLabels(page);
    expect(labels).toEqual(
      expect.arrayContaining(["Dashboard", "Service Requests", "RMA", "Blog", "Forum", "Profile"]),
    );
    expect(labels).not.toContain("UI Designer");
    await expect(mainMenu(page).getByRole("button", { name: "Logout" })).toBeVisible();
    // The class a modal's scroll lock pads, so the fixed header does not shift when one opens (the
    // build gives the shell's bars the library's class names without the library).
    await expect(page.getByRole("banner")).toHaveClass(/(^| )right-scroll-bar-position( |$)/);
  });

  test("customer2: requests only", async ({ page }) => {
    await signIn(page, demo.customer2.email);
    await expect(mainMenu(page).getByRole("link", { name: "Service Requests" })).toBeVisible();
    const labels = await menuLabels(page);
    for (const hidden of ["RMA", "Blog", "Forum", "UI Designer"]) expect(labels).not.toContain(hidden);
  });

  test("staff: every area, no designer", async ({ page }) => {
    await signIn(page, demo.staff.email);
    await expect(mainMenu(page).getByRole("link", { name: "Forum" })).toBeVisible();
    const labels = await menuLabels(page);
    expect(labels).toEqual(expect.arrayContaining(["Service Requests", "RMA", "Blog", "Forum"]));
    expect(labels).not.toContain("UI Designer");
    await page.goto("/app/uidesigner/outbox");
    await expect(page).toHaveURL(/\/404$/);
  });

  test("designer: the UI Designer submenu opens designer pages in its outlet", async ({ page }) => {
    await signIn(page, demo.designer.email);
    await mainMenu(page).getByRole("button", { name: "UI Designer" }).click();
    const submenu = page.getByRole("navigation", { name: "UI Designer" });
    for (const entry of ["Theme Presets", "Custom Themes", "Metadata Editor", "Edit Side Menu", "Outbox"]) {
      await expect(submenu.getByRole("link", { name: entry })).toBeVisible();
    }
    await submenu.getByRole("link", { name: "Outbox" }).click();
    await expect(page).toHaveURL(/\/app\/uidesigner\/outbox$/);
    await expect(page.getByRole("heading", { name: "Outbox" })).toBeVisible();
  });
});

test("old short paths lead into the main application", async ({ page }) => {
  await signIn(page, demo.staff.email);
  await page.goto("/list/request");
  await expect(page).toHaveURL(/\/app\/list\/request$/);
  await expect(page.getByRole("heading", { level: 1, name: "Service Requests" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test("an expired session sends the user to sign-in and back after signing in", async ({ page }) => {
  await signIn(page, demo.customer.email);
  await page.goto("/app/reports");
  await expect(mainMenu(page)).toBeVisible();
  // Another party ends this session on the server (as an idle timeout would).
  const headers = await apiHeaders(page);
  const ended = await page.request.post("/api/Authentication/performlogout", {
    headers,
    data: { userName: 0 },
  });
  expect(ended.ok()).toBeTruthy();

  await mainMenu(page).getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/signin\?redirectUrl=/);
  await signIn(page, demo.customer.email);
  await expect(page).toHaveURL(/\/app\/profile$/);
});

test("logout ends the session and protects the application again", async ({ page }) => {
  await signIn(page, demo.customer.userName);
  await mainMenu(page).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem("AuthenticationService.isLoggedIn"))).toBe("false");
  await page.goto("/app/dashboard");
  await expect(page).toHaveURL(/\/signin/);
});

test("404 rules: empty and unknown paths, Back onto a 404 returns to the stored page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("PageNotFound")).toBeVisible();
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page.getByText("PageNotFound")).toBeVisible();

  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/recoverCredits$/);
  await page.goto("/nowhere");
  await expect(page.getByText("PageNotFound")).toBeVisible();
  await page.goto("/signin");
  // Back as a person presses it: once the sign-in page is on screen (and so recorded as visited).
  await expect(page.getByRole("heading", { name: "Welcome!" })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/404$/);
  await expect(page.getByText("PageNotFound")).toHaveCount(0);
});

test("the portal works under a base path", async ({ page }) => {
  await page.goto("/portal/signin");
  await expect(page.getByRole("heading", { name: "Welcome!" })).toBeVisible();
  await signIn(page, demo.customer.email);
  await expect(page).toHaveURL(/\/portal\/app\/dashboard$/);
  await expect(mainMenu(page)).toBeVisible();
});

test("pages run within the portal's CSP: no policy violation from sign-in to a record", async ({ page }) => {
  // Every document of the tab reports its violations to the test (the app's code evaluates nothing).
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  await signIn(page, demo.customer.email);
  await page.goto("/app/list/request");
  await page.getByRole("main").getByRole("link").filter({ hasText: /^SR-/ }).first().click();
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("scripts and stylesheets are sent as the build compressed them (brotli 11), cached for good", async ({
  page,
}) => {
  const assets: { file: string; encoding?: string; length?: string; cache?: string }[] = [];
  page.on("response", (response) => {
    const file = /\/assets\/([^/?]+\.(js|css))$/.exec(response.url())?.[1];
    const headers = response.headers();
    if (file)
      assets.push({
        file,
        encoding: headers["content-encoding"],
        length: headers["content-length"],
        cache: headers["cache-control"],
      });
  });
  await signIn(page, demo.customer.email);
  await page.goto("/app/list/request");
  await expect(page.getByRole("main").getByRole("link").filter({ hasText: /^SR-/ }).first()).toBeVisible();
  expect(assets.length).toBeGreaterThan(10);
  for (const asset of assets) {
    expect(asset.encoding, asset.file).toBe("br");
    // The build's own .br file, byte for byte in length: nothing compressed while the page loads.
    expect(Number(asset.length), asset.file).toBe(statSync(`apps/web/dist/assets/${asset.file}.br`).size);
    expect(asset.cache, asset.file).toBe("public, max-age=31536000, immutable");
  }
});
