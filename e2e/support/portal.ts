import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./env";
import { firstLink, mailCount, waitForMail } from "./mail";

export const demo = {
  customer: { email: "customer@demo.test", userName: "CUSTOMER1" },
  customer2: { email: "customer2@demo.test", userName: "CUSTOMER2" },
  staff: { email: "staff@demo.test", userName: "STAFF1" },
  designer: { email: "designer@demo.test", userName: "DESIGNER1" },
} as const;

/** Signs in through the sign-in page and waits until the browser has left it. */
export async function signIn(page: Page, loginId: string, password = DEMO_PASSWORD, remember = false) {
  if (!page.url().includes("/signin")) await page.goto("/signin");
  await page.getByLabel("Email or User ID").fill(loginId);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (remember) await page.getByLabel("Remember Me").check();
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

/** The shell's main menu. */
export const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

/** API calls as the browser context makes them: its cookies plus the XSRF echo. */
export async function xsrfHeaders(context: BrowserContext, request: APIRequestContext): Promise<Record<string, string>> {
  await request.get("/api/Authentication/getConfigData");
  const cookie = (await context.cookies()).find((c) => c.name === "XSRF-TOKEN");
  return cookie ? { "X-XSRF-TOKEN": decodeURIComponent(cookie.value) } : {};
}

let accountSeq = 0;

/** Signs up a fresh account through the API and activates it by the mailed link. */
export async function createAccount(page: Page, prefix: string) {
  accountSeq += 1;
  const tag = `${prefix}${Date.now().toString(36)}${accountSeq}`.toUpperCase();
  const account = { userName: tag, email: `${tag.toLowerCase()}@example.org`, password: "Start!2026x" };
  const headers = await xsrfHeaders(page.context(), page.request);
  const since = mailCount();
  const response = await page.request.post("/api/profile/signup", {
    headers,
    data: {
      firstName: "Test",
      lastName: prefix,
      userName: account.userName,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
    },
  });
  expect(response.ok()).toBeTruthy();
  const mail = await waitForMail(account.email, since);
  await page.goto(firstLink(mail));
  await expect(page.getByRole("button", { name: "Back To Sign In" })).toBeVisible();
  return account;
}
