import { expect, type Browser, type Page } from "@playwright/test";
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

/**
 * Headers for API calls made beside the page, as the page itself makes them: its stored
 * Authorization header and the echo of its (session-bound) XSRF cookie.
 */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  if (!page.url().startsWith("http")) await page.goto("/signin");
  const authorization = await storedAuthHeader(page);
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  const xsrf = async () => (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN");
  if (!(await xsrf())) await page.request.get("/api/Authentication/getConfigData", { headers });
  const cookie = await xsrf();
  if (cookie) headers["X-XSRF-TOKEN"] = decodeURIComponent(cookie.value);
  return headers;
}

/** The session's Authorization header as every tab of the page's browser shares it (a cookie). */
export async function storedAuthHeader(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "ahid");
  return cookie ? decodeURIComponent(cookie.value) : null;
}

/** Sets an app parameter as a designer would (updateAppParam), in a browser of its own. */
export async function setAppParam(browser: Browser, paramName: string, paramValue: unknown) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, demo.designer.email);
    const response = await page.request.post("/api/Metadata/updateAppParam", {
      headers: await apiHeaders(page),
      data: { paramName, paramValue },
    });
    expect(response.ok()).toBeTruthy();
  } finally {
    await context.close();
  }
}

let accountSeq = 0;

/** Signs up a fresh account through the API and activates it by the mailed link. */
export async function createAccount(page: Page, prefix: string) {
  accountSeq += 1;
  const tag = `${prefix}${Date.now().toString(36)}${accountSeq}`.toUpperCase();
  const account = { userName: tag, email: `${tag.toLowerCase()}@example.org`, password: "Start!2026x" };
  const headers = await apiHeaders(page);
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
