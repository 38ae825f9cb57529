import { expect, test } from "@playwright/test";
import { demo, mainMenu, signIn } from "./support/portal";

test.describe("sign-in", () => {
  test("by e-mail (any case) goes to the redirectUrl of the query", async ({ page }) => {
    // Not About: that is a studio page (spec §6), and the customer has no studio license.
    await page.goto("/signin?redirectUrl=%2Fapp%2Freports");
    await expect(page.getByRole("heading", { name: "Welcome!" })).toBeVisible();
    await signIn(page, "Customer@Demo.TEST");
    await expect(page).toHaveURL(/\/app\/reports$/);
    await expect(mainMenu(page)).toBeVisible();
  });

  test("by user name typed in lower case goes to the redirectUrl", async ({ page }) => {
    await page.goto("/signin?redirectUrl=%2Fapp%2Fprofile");
    await signIn(page, "staff1");
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(page.getByLabel("First Name")).toHaveValue(/.+/);
  });

  test("without a redirect lands on the dashboard; a protected page asked first is the stored redirect", async ({
    page,
  }) => {
    await page.goto("/app/reports");
    await expect(page).toHaveURL(/\/signin/);
    await signIn(page, demo.customer.userName);
    await expect(page).toHaveURL(/\/app\/reports$/);
  });

  test("a wrong password shows an error, clears the spinner and stays on sign-in", async ({ page }) => {
    await page.goto("/signin");
    await page.getByLabel("Email or User ID").fill(demo.customer.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page.getByText("The e-mail/user name or password is incorrect.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Log In" })).toBeEnabled();
    await expect(page).toHaveURL(/\/signin/);
    expect(await page.evaluate(() => localStorage.getItem("AuthenticationService.isLoggedIn"))).not.toBe("Y");
  });

  test("Remember Me keeps the person for 30 days; with or without it a new tab shares the session", async ({
    browser,
  }) => {
    const remembered = await browser.newContext();
    const first = await remembered.newPage();
    await signIn(first, demo.customer.email, undefined, true);
    const expiry = Number(await first.evaluate(() => localStorage.getItem("rememberedPersonIdExpiry")));
    const days = (expiry - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const second = await remembered.newPage();
    await second.goto("/app/reports");
    await expect(mainMenu(second)).toBeVisible();
    await remembered.close();

    // Remember Me decides how long the session lasts (sessions.spec.ts), not which tabs may use it.
    const forgotten = await browser.newContext();
    const tab = await forgotten.newPage();
    await signIn(tab, demo.customer.email);
    const other = await forgotten.newPage();
    await other.goto("/app/reports");
    await expect(other).toHaveURL(/\/app\/reports$/);
    await expect(mainMenu(other)).toBeVisible();
    await forgotten.close();
  });
});
