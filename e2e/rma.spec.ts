import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { demo, signIn } from "./support/portal";
import { editRecord, idInUrl, readRecord, searchRows, shownValue } from "./support/records";

// RMAs as the demo customer: the list, one RMA with its returned items, and a site picked for it.

const table = (page: Page) => page.getByRole("table", { name: "Return Merchandise (RMA)" });

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.customer.email);
});

test("lists RMAs and opens one; axe-clean list and RMA page", async ({ page }) => {
  await page.goto("/app/rmalist/RMA");
  await expect(page.getByRole("heading", { level: 1, name: "Return Merchandise (RMA)" })).toBeVisible();
  await expect(table(page).locator("tbody tr").first()).toBeVisible();
  await expectNoViolations(page);

  const first = table(page).locator("tbody tr").first().getByRole("link");
  const number = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/app\/rmalist\/RMA\/\d+$/);
  await expect(shownValue(page, "RMA #")).toHaveText(number);
  await expect(page.getByText("Returned Items").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: `RMA ${number}` })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(/\/app\/rmalist\/RMA$/);
  await expect(table(page)).toBeVisible();
});

test("picks a site for an RMA through the lookup and saves it", async ({ page }) => {
  await page.goto("/app/rmalist/RMA");
  await table(page).locator("tbody tr").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/app\/rmalist\/RMA\/\d+$/);
  const id = idInUrl(page);
  const before = await readRecord(page, "RMA", "rmas", id);
  const sites = await searchRows(page, "siteLookup", { column: "name", direction: "asc" });
  const site = sites.find((s) => s.id !== before.site_id)!;

  await editRecord(page);
  await page.getByRole("button", { name: "Choose Site" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose Site" });
  await dialog.getByRole("combobox", { name: "Search Sites" }).fill(String(site.name));
  await dialog
    .getByRole("option", { name: new RegExp(`^${String(site.name)}`) })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "RMA saved." })).toBeVisible();
  expect((await readRecord(page, "RMA", "rmas", id)).site_id).toBe(site.id);
});

test("an unknown RMA screen says so", async ({ page }) => {
  await page.goto("/app/rmalist/NoSuchList");
  await expect(page.getByRole("heading", { level: 1, name: "Screen not found" })).toBeVisible();
});

test.describe("in a time zone behind UTC", () => {
  test.use({ timezoneId: "America/Los_Angeles", locale: "en-US" });

  test("the RMA list shows the day each return was raised, never a time", async ({ page }) => {
    await page.goto("/app/rmalist/RMA");
    await expect(table(page).locator("tbody tr").first()).toBeVisible();
    const headers = await table(page).locator("thead th").allInnerTexts();
    const created = headers.findIndex((h) => h.startsWith("Created"));
    expect(created).toBeGreaterThanOrEqual(0);
    const cells = table(page).locator(`tbody tr td:nth-child(${created + 1})`);
    await expect(cells.first()).toBeVisible();
    const shown = await cells.allInnerTexts();
    for (const text of shown) expect(text).not.toMatch(/\d{1,2}:\d{2}|AM|PM|ago/);
    // The same day as stored, not the day before (Los Angeles is behind UTC).
    const [first] = await searchRows(page, "RMA", { column: "created_at", direction: "desc" });
    const day = new Date(String(first!.created_at)).toISOString().slice(0, 10);
    const expected = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
    expect(shown[0]).toBe(expected.format(new Date(`${day}T00:00:00Z`)));
  });

  test("390 px: the RMA cards show the day without a time", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/app/rmalist/RMA");
    const dates = page.getByRole("main").locator("a time");
    await expect(dates.first()).toBeVisible();
    for (const text of await dates.allInnerTexts()) expect(text).not.toMatch(/\d{1,2}:\d{2}|AM|PM|ago/);
  });
});
