import { expect, test, type Page } from "@playwright/test";
import { demo, mainMenu, signIn } from "./support/portal";

// The frame every page shares: the 404 (shell or branding, Back), the 768 px menu breakpoint and
// the document title of each page.

const COMPANY = "Northwind Field Services";
const notFoundShown = async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByText("PageNotFound")).toBeVisible();
};
const back = (page: Page) => page.getByRole("button", { name: "Back", exact: true });
const requestList = (page: Page) => page.getByRole("heading", { level: 1, name: "Service Requests" });

test.describe("404", () => {
  test("signed out: an unknown path shows the 404 with the branding, no shell", async ({ page }) => {
    for (const path of ["/nosuchpage", "/nosuchpage/404", "/app/nosuchpage"]) {
      await page.goto(path);
      await notFoundShown(page);
      // The sign-in pages' frame: the company's logo, a way to sign in, no header or side bar.
      await expect(page.getByRole("img", { name: COMPANY })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
      await expect(mainMenu(page)).toHaveCount(0);
      await expect(page.getByRole("banner")).toHaveCount(0);
    }
    // An unknown first segment is not a base path: the address is the root's 404.
    await page.goto("/nosuchpage");
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/404$/);
  });

  test("signed in: an unknown path shows the 404 inside the shell", async ({ page }) => {
    await signIn(page, demo.customer.email);
    for (const path of ["/nosuchpage/404", "/app/nosuchpage", "/nosuchpage"]) {
      await page.goto(path);
      await notFoundShown(page);
      await expect(mainMenu(page)).toBeVisible();
      await expect(page.getByRole("banner").getByText(COMPANY, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the dashboard" })).toBeVisible();
    }
    await expect(page).toHaveTitle(`Page not found · ${COMPANY}`);
  });

  test("Back returns to the page before it, also after a reload", async ({ page }) => {
    await signIn(page, demo.customer.email);
    await page.goto("/app/list/request");
    await expect(requestList(page)).toBeVisible();

    await page.goto("/app/nosuchpage");
    await notFoundShown(page);
    await back(page).click();
    await expect(page).toHaveURL(/\/app\/list\/request$/);
    await expect(requestList(page)).toBeVisible();

    await page.goto("/nosuchpage");
    await expect(page).toHaveURL(/\/404$/);
    await page.reload();
    await notFoundShown(page);
    await back(page).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/app\/list\/request$/);
    await expect(requestList(page)).toBeVisible();
  });
});

test("at exactly 768×900 the side bar loads docked, with no overlay; the user's name on one line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await signIn(page, demo.customer.email);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  for (const load of [() => page.reload(), () => page.goto("/app/list/request")]) {
    await load();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Toggle menu" })).toHaveAttribute("aria-expanded", "true");
    const bar = (await mainMenu(page).boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    // Docked: the side bar keeps its own width and the page starts beside it, not under it.
    expect(bar.width).toBeLessThan(300);
    expect(heading.x).toBeGreaterThanOrEqual(bar.x + bar.width);

    const user = page.getByRole("banner").getByRole("button", { name: "User menu" });
    await expect(user).toHaveAttribute("title", "Casey Customer");
    const name = user.getByText("Casey Customer");
    await expect(name).toBeVisible();
    expect(await name.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("nowrap");
    const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await name.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
  }
});

test("each page is titled: what it shows · area · company", async ({ page }) => {
  await page.goto("/signin");
  await expect(page).toHaveTitle(`Sign in · ${COMPANY}`);
  await signIn(page, demo.customer.email);
  await expect(page).toHaveTitle(`Dashboard · ${COMPANY}`);

  await page.goto("/app/list/request");
  await expect(page).toHaveTitle(`Service Requests · ${COMPANY}`);
  const first = page.getByRole("link", { name: /^SR-\d{6}$/ }).first();
  const number = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/app\/list\/request\/\d+$/);
  await expect(page).toHaveTitle(`${number} · Service Requests · ${COMPANY}`);

  await page.goto("/app/rmalist/RMA");
  await expect(page).toHaveTitle(`Return Merchandise (RMA) · RMA · ${COMPANY}`);
  const rma = page.getByRole("link", { name: /^RMA-\d{6}$/ }).first();
  const rmaNumber = (await rma.innerText()).trim();
  await rma.click();
  await expect(page).toHaveTitle(`${rmaNumber} · RMA · ${COMPANY}`);

  await page.goto("/app/profile");
  await expect(page).toHaveTitle(`Profile · ${COMPANY}`);
});
