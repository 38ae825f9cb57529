import { expect, test, type Page } from "@playwright/test";
import { demo, mainMenu, signIn } from "./support/portal";
import { searchRows } from "./support/records";
import { expectStep, next } from "./support/wizard";

// Interaction as the demo customer, at a laptop's and a phone's width: a wizard step cannot be
// left while it is invalid (an RMA without a line), an edited record asks before the side bar
// takes its edits away, and the lookup picker is driven by the keyboard alone.

const WIDTHS = [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "390 px", width: 390, height: 844 },
];

/** A side-bar link; on a phone the menu is opened first. */
async function sideBarLink(page: Page, name: string) {
  const link = mainMenu(page).getByRole("link", { name, exact: true });
  const closed = await mainMenu(page).evaluate((nav) => nav.closest("[inert]") !== null);
  if (closed) await page.getByRole("button", { name: "Toggle menu" }).click();
  await expect(link).toBeVisible();
  return link;
}

/**
 * The customer's newest request, opened in its form from the keyboard: Edit, then Enter; the
 * focus lands in the form's first field the customer may change.
 */
async function openNewestRequest(page: Page) {
  const [newest] = await searchRows(page, "request", { column: "created_at", direction: "desc" });
  await page.goto(`/app/list/request/${String(newest!.id)}`);
  await page.getByRole("button", { name: "Edit", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Description" })).toBeEditable();
  await expect(page.getByRole("form").locator(":focus")).toHaveCount(1);
}

for (const size of WIDTHS) {
  test.describe(size.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, demo.customer.email);
    });

    test("the RMA lines step cannot be left without a line; the message is plain and Add line has the focus", async ({
      page,
    }) => {
      await page.goto("/app/service?workflow=RMA");
      const title = "Return (RMA)";
      await expectStep(page, title, 1, 2, "Items to Return");
      await next(page);
      await expect(
        page.getByRole("alert").filter({ hasText: "Add at least one line to Returned Items" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Add line to Returned Items" })).toBeFocused();
      await expect(page.getByText(/childTables|rma_lines/)).toHaveCount(0);
      await expectStep(page, title, 1, 2, "Items to Return");
    });

    test("an edited request asks before the side bar leaves it; Stay keeps the edit, Leave goes", async ({
      page,
    }) => {
      await openNewestRequest(page);
      const description = page.getByRole("textbox", { name: "Description" });
      const url = page.url();
      await description.fill(`Edited at ${Date.now()}`);
      const typed = await description.inputValue();

      await (await sideBarLink(page, "Dashboard")).click();
      const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
      await expect(dialog).toContainText("Your changes have not been saved and will be lost.");
      await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();
      await dialog.getByRole("button", { name: "Stay" }).click();
      await expect(dialog).toBeHidden();
      expect(page.url()).toBe(url);
      await expect(description).toHaveValue(typed);

      // The phone's menu may have closed with the dialog: open it again when needed.
      await (await sideBarLink(page, "Dashboard")).click();
      await dialog.getByRole("button", { name: "Leave and discard" }).click();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
    });

    test("the lookup picker works from the keyboard alone", async ({ page }) => {
      await openNewestRequest(page);
      const sites = await searchRows(page, "siteLookup", { column: "name", direction: "asc" });
      const target = String(sites.at(-1)!.name);

      const choose = page.getByRole("button", { name: "Choose Site" });
      await choose.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Choose Site" });
      const box = dialog.getByRole("combobox", { name: "Search Sites" });
      await expect(box).toBeFocused();
      // Escape closes without choosing, back on the button that opened it.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(choose).toBeFocused();

      await page.keyboard.press("Enter");
      await expect(box).toBeFocused();
      await page.keyboard.type(target);
      const first = dialog.getByRole("option").first();
      await expect(first).toContainText(target);
      await expect(first).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("End");
      await page.keyboard.press("Home");
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("textbox", { name: "Site", exact: true })).toHaveValue(target);
    });
  });
}
