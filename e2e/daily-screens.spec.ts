import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { apiHeaders, demo, signIn } from "./support/portal";
import { searchRows } from "./support/records";

// The customer's daily screens at a laptop's and a phone's width: the request list (a table, or
// cards with a filter sheet), then a request with the files the customer attached; nothing ever
// scrolls sideways.

const FILE = { name: "pump-photo.png", mimeType: "image/png", buffer: Buffer.alloc(2_500, 7) };

/** Links a small file to the customer's newest request (attachments/upload with tableName + rowId). */
async function attachFileToNewestRequest(page: Page) {
  const [newest] = await searchRows(page, "request", { column: "created_at", direction: "desc" });
  const response = await page.request.post("/api/attachments/upload", {
    headers: await apiHeaders(page),
    multipart: {
      attachment: FILE,
      filename: FILE.name,
      tableName: "service_requests",
      rowId: String(newest!.id),
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return { id: Number(newest!.id), number: String(newest!.request_number) };
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function expectFileShown(page: Page) {
  const files = page.getByRole("region", { name: "Attachments" });
  // The newest of its name: each run of these tests attaches one more.
  const item = files.getByRole("listitem").filter({ hasText: FILE.name }).last();
  await expect(item).toBeVisible();
  await expect(item).toContainText(/2\.5\s*kB/);
  await expect(item).toContainText("PNG");
  const download = page.waitForEvent("download");
  await item.getByRole("button", { name: `Download ${FILE.name}` }).click();
  expect((await download).suggestedFilename()).toBe(FILE.name);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.customer.email);
});

test("1280 px: the list is a table with badges, and a request shows its files", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const request = await attachFileToNewestRequest(page);
  await page.goto("/app/list/request");
  const table = page.getByRole("table", { name: "Service Requests" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  // Status and priority read as words in badges; the filter boxes say All.
  await expect(table.locator("tbody tr").first().locator("[data-tone]").first()).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveAttribute("placeholder", "All");
  await expectNoSidewaysScroll(page);

  await expectNoViolations(page);
  await table.getByRole("link", { name: request.number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/list/request/${request.id}$`));
  await expectFileShown(page);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
});

test("390 px: the list is cards with a filter sheet, first card in view, no sideways scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const request = await attachFileToNewestRequest(page);
  await page.goto("/app/list/request");
  const cards = page.getByRole("list", { name: "Service Requests" });
  const first = cards.getByRole("listitem").first();
  await expect(first).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  // The first record is on screen without scrolling.
  const box = (await first.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await expect(first.locator("[data-tone]").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Filters (0)" }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await expect(sheet.getByRole("combobox", { name: "Status" })).toHaveAttribute("placeholder", "All");
  await expect(sheet.getByRole("combobox", { name: "Sort by" })).toBeVisible();
  await expectNoViolations(page);
  await sheet.getByRole("button", { name: "Show results" }).click();
  await expect(sheet).toBeHidden();

  await cards.getByRole("link").filter({ hasText: request.number }).click();
  await expect(page).toHaveURL(new RegExp(`/app/list/request/${request.id}$`));
  await expectFileShown(page);
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
});
