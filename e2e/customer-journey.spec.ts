import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { demo, mainMenu, signIn } from "./support/portal";
import { editRecord, searchRows, shownValue } from "./support/records";
import { expectStep, next, pickCode, pickLookup } from "./support/wizard";

// The parts of issue 11's customer journey the other specs leave out: the side bar's hover and
// keyboard-focus states under axe, an edited request asking on the browser's Back and before a
// reload (the side bar is in interaction.spec.ts), and the RMA wizard through to its success page
// at a phone's width (workflows.spec.ts runs it at 1280 px).

const WIDTHS = [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "390 px", width: 390, height: 844 },
];

/** Opens the phone's menu when it is closed (on a laptop it is docked). */
async function showSideBar(page: Page) {
  const closed = await mainMenu(page).evaluate((nav) => nav.closest("[inert]") !== null);
  if (closed) await page.getByRole("button", { name: "Toggle menu" }).click();
  await expect(mainMenu(page).getByRole("link", { name: "Service Requests" })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const size of WIDTHS) {
  test.describe(size.name, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, demo.customer.email);
    });

    test("the side bar is axe-clean under the pointer and with the keyboard focus, which is visible", async ({
      page,
    }) => {
      await page.goto("/app/list/request");
      await expect(page.getByRole("heading", { level: 1, name: "Service Requests" })).toBeVisible();
      await showSideBar(page);

      // Hover: a link that is not the current page, then the current one.
      await mainMenu(page).getByRole("link", { name: "Profile" }).hover();
      await expectNoViolations(page);
      await mainMenu(page).getByRole("link", { name: "Service Requests" }).hover();
      await expectNoViolations(page);

      // Keyboard focus, reached with Tab as a keyboard user would.
      await page.mouse.move(0, size.height - 1);
      let inSideBar = false;
      for (let presses = 0; presses < 40 && !inSideBar; presses += 1) {
        await page.keyboard.press("Tab");
        inSideBar = await mainMenu(page).evaluate(
          (nav) => nav.contains(document.activeElement) && document.activeElement?.tagName === "A",
        );
      }
      expect(inSideBar).toBe(true);
      const focused = mainMenu(page).locator("a:focus-visible");
      await expect(focused).toHaveCount(1);
      // The focus is drawn: an outline or a ring, not only the browser's default being suppressed.
      const drawn = await focused.evaluate((el) => {
        const style = getComputedStyle(el);
        return (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none";
      });
      expect(drawn).toBe(true);
      await expectNoViolations(page);
    });

    test("an edited request asks on the browser's Back and before a reload; Stay keeps the edit", async ({
      page,
    }) => {
      const [newest] = await searchRows(page, "request", { column: "created_at", direction: "desc" });
      // Into the request from the list, inside the app, so Back is the app's own navigation.
      await page.goto("/app/list/request");
      await expect(page.getByRole("heading", { level: 1, name: "Service Requests" })).toBeVisible();
      await page
        .getByRole("main")
        .getByRole("link")
        .filter({ hasText: String(newest!.request_number) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/app/list/request/${String(newest!.id)}$`));
      await editRecord(page);
      const description = page.getByRole("textbox", { name: "Description" });
      await expect(description).toBeEditable();
      const url = page.url();
      const typed = `Edited at ${Date.now()}`;
      await description.fill(typed);

      await page.goBack();
      const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
      await expect(dialog).toContainText("Your changes have not been saved and will be lost.");
      await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();
      await expectNoViolations(page);
      await dialog.getByRole("button", { name: "Stay" }).click();
      await expect(dialog).toBeHidden();
      expect(page.url()).toBe(url);
      await expect(description).toHaveValue(typed);

      // A reload gets the browser's own question first.
      const asked = page.waitForEvent("dialog");
      const reloaded = page.reload();
      const prompt = await asked;
      expect(prompt.type()).toBe("beforeunload");
      await prompt.accept();
      await reloaded;
      // Reloaded, the request is shown to read, as stored: the edit is gone.
      await expect(shownValue(page, "Description")).toBeVisible();
      await expect(shownValue(page, "Description")).not.toHaveText(typed);
    });
  });
}

test("390 px: the RMA wizard checks its lines step early, then a return is made and its success page offers the next steps", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.customer.email);
  await page.goto("/app/rmalist/RMA");
  await page.getByRole("link", { name: "New return" }).click();
  const title = "Return (RMA)";
  await expectStep(page, title, 1, 2, "Items to Return");

  // Early validation: the step cannot be left without a line, in plain words.
  await next(page);
  await expect(
    page.getByRole("alert").filter({ hasText: "Add at least one line to Returned Items" }),
  ).toBeVisible();
  const add = page.getByRole("button", { name: "Add line to Returned Items" });
  await expect(add).toBeFocused();
  await expectStep(page, title, 1, 2, "Items to Return");
  await expectNoViolations(page);

  await add.click();
  await pickLookup(page, "Product, line 1");
  await page.getByRole("textbox", { name: "Serial Number, line 1" }).fill("SN-390");
  await page.getByRole("textbox", { name: "Quantity, line 1" }).fill("1");
  await expectNoSidewaysScroll(page);
  await next(page);
  await expectStep(page, title, 2, 2, "Reason for Return");
  await pickCode(page, "Reason", /.+/);
  await page.getByRole("textbox", { name: "Description" }).fill("Arrived with a cracked casing");
  await next(page);

  await expect(page.getByRole("heading", { level: 1, name: "Review Your Return" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page).toHaveURL(/\/app\/rmasuccess\?workflow=RMA&number=/);
  const number = new URL(page.url()).searchParams.get("number")!;
  await expect(page.getByRole("heading", { level: 1, name: `Return ${number} created` })).toBeVisible();
  const nextSteps = page.getByRole("region", { name: "Next steps" });
  await expect(nextSteps.getByRole("link", { name: `Open return ${number}` })).toBeVisible();
  await expect(nextSteps.getByRole("link", { name: "Start another return" })).toBeVisible();
  await expect(nextSteps.getByRole("link", { name: "Back to the returns" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  await page.getByRole("link", { name: `Open return ${number}` }).click();
  await expect(page).toHaveURL(/\/app\/rmalist\/RMA\/\d+$/);
});
