import { expect, test, type Page } from "@playwright/test";
import { demo, mainMenu, signIn } from "./support/portal";
import { editRecord } from "./support/records";
import { expectStep, pickCode, pickLookup } from "./support/wizard";

// Issue 26: what the walkthrough at 1280 px and 390 px found on the shell and its pages.

const COMPANY = "Northwind Field Services";
const SIZES = [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "390 px", width: 390, height: 844 },
] as const;

/**
 * Records the text of every toast the page shows from now on, even one gone again before an
 * assertion looks (a toast lasts 3 s).
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLElement && node.matches(".mantine-Notification-root"))
            seen.push(node.innerText);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

for (const { path, heading } of [
  { path: "/app/rmalist/RMA", heading: "No access to RMA" },
  { path: "/app/blog", heading: "No access to Blog" },
  { path: "/app/group", heading: "No access to Forum" },
  { path: "/app/list/request/999999", heading: "Record not found" },
]) {
  test(`a page that says what went wrong does not toast it too: ${path}`, async ({ page }) => {
    await signIn(page, demo.customer2.email);
    const shownToasts = await recordToasts(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await shownToasts()).toEqual([]);
  });
}

test("a heading focused after a keyboard navigation has no focus ring; the menu's controls keep theirs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.staff.email);
  await mainMenu(page).getByRole("link", { name: "Profile" }).focus();
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 1, name: "Profile" });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");
  // Back into the menu by keyboard: the control there shows where focus is.
  await page.keyboard.press("Shift+Tab");
  const control = await page.evaluate(() => ({
    inMenu: !!document.activeElement?.closest("#main-menu"),
    outline: getComputedStyle(document.activeElement!).outlineStyle,
  }));
  expect(control.inMenu).toBe(true);
  expect(control.outline).not.toBe("none");
});

test("a wizard step's heading takes focus after Next without a focus ring", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.customer.email);
  await page.goto("/app/service?workflow=SITE_SURVEY");
  await expectStep(page, "Site Survey", 1, 2, "Survey Site");
  await pickLookup(page, "Site");
  await pickCode(page, "Survey Type", /indoor/i);
  // By keyboard, as the browser then shows focus wherever script moves it (:focus-visible).
  await page.getByRole("button", { name: "Next", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expectStep(page, "Site Survey", 2, 2, "Indoor Survey");
  const heading = page.getByRole("heading", { level: 2, name: "Step 2 of 2: Indoor Survey" });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");
});

for (const size of SIZES) {
  test(`${size.name}: a toast opens below the header, clear of the user menu`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, demo.staff.email);
    await page.goto("/app/profile");
    const firstName = page.getByLabel("First Name");
    await expect(firstName).toHaveValue(/.+/);
    const original = await firstName.inputValue();
    const save = async (value: string) => {
      await firstName.fill(value);
      await page.getByRole("button", { name: "Save" }).first().click();
      return page.locator(".mantine-Notification-root").filter({ hasText: "Profile saved" });
    };
    const toast = await save(`${original}x`);
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    const userMenu = (await page.getByRole("button", { name: "User menu" }).boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(toastBox.y).toBeGreaterThan(userMenu.y + userMenu.height);
    // The demo account keeps its name.
    const restored = page.waitForResponse((r) =>
      r.url().toLowerCase().includes("/api/profile/updateprofile"),
    );
    await save(original);
    expect((await restored).ok()).toBeTruthy();
  });

  test(`${size.name}: the header names the company in text beside the logo`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, demo.customer.email);
    const name = page.getByRole("banner").getByText(COMPANY, { exact: true });
    await expect(name).toBeVisible();
    // It may be cut on a phone, never wrapped onto a second line or pushed out of the header.
    const box = (await name.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}

test("on a designer page the side bar marks UI Designer as where the user is", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.designer.email);
  await page.goto("/app/uidesigner/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(mainMenu(page).getByRole("button", { name: "UI Designer" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.goto("/app/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(mainMenu(page).getByRole("button", { name: "UI Designer" })).not.toHaveAttribute(
    "aria-current",
  );
});

test("About is for studio users only (spec §6): in the side bar and at its address", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.customer.email);
  await expect(mainMenu(page).getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "About" })).toHaveCount(0);
  await page.goto("/app/about");
  await expect(page).toHaveURL(/\/404$/);

  const designer = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(designer, demo.designer.email);
  await mainMenu(designer).getByRole("link", { name: "About" }).click();
  await expect(designer).toHaveURL(/\/app\/about$/);
  await expect(designer.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await designer.context().close();
});

test("a required select keeps its value when its chosen option is clicked again", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.staff.email);
  await page.goto("/app/list/request/1");
  await expect(page.getByRole("heading", { level: 1, name: /^Service request / })).toBeVisible();
  await editRecord(page);
  const status = page.getByRole("combobox", { name: "Status" });
  await expect(status).toHaveValue(/.+/);
  const chosen = await status.inputValue();
  await status.click();
  await page
    .getByRole("listbox", { name: "Status" })
    .getByRole("option", { name: chosen, exact: true })
    .click();
  await expect(status).toHaveValue(chosen);
  await status.blur();
  await expect(page.getByText("Status is required")).toHaveCount(0);
});
