import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { demo, signIn } from "./support/portal";
// RFC 4180 records of the exported file (quoted cells may hold commas, quotes and line breaks).
import { parse as parseCsv } from "csv-parse/sync";

// Data views and CSV export of issue 12, at a laptop's and a phone's width: the file the Export
// button downloads holds exactly the rows the list counts (its filters applied, all pages) with
// the visible columns' labels as header; a saved view reopens the list as it was saved.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The count the export button states ("Rows to export: 12"). */
async function rowsToExport(page: Page): Promise<number> {
  const text = await page.getByText(/^Rows to export: /).textContent();
  return Number(text!.replace(/\D/g, ""));
}

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.customer.email);
});

for (const size of WIDTHS) {
  test(`${size.width} px: a report draws its chart and shows the same numbers as a table`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/app/list/request");
    const listTotal = await rowsToExport(page);

    await page.goto("/app/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("link", { name: "Service requests by status" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Service requests by status" })).toBeVisible();
    await expect(page.locator("figure svg")).toBeVisible();
    await expect(page.getByText(`Records in all: ${listTotal.toLocaleString("en-US")}`)).toBeVisible();
    await expectNoViolations(page);

    await page.getByText("Table", { exact: true }).click();
    const table = page.getByRole("table", { name: "Service requests by status" });
    await expect(table).toBeVisible();
    const counts = await table.locator("tbody td").allTextContents();
    expect(counts.reduce((n, c) => n + Number(c.replace(/\D/g, "")), 0)).toBe(listTotal);
    await expect(table.getByRole("rowheader", { name: "New" })).toBeVisible();
    await expectNoViolations(page);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const text = await readFile((await (await download).path())!, "utf8");
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(["Group", "Records"]);
    expect(rows).toHaveLength(counts.length);
  });

  test(`${size.width} px: Export CSV downloads exactly the rows the filtered list counts`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto("/app/list/request?f.request.status=NEW&sort=request_number");
    const exportButton = page.getByRole("button", { name: "Export CSV" });
    await expect(exportButton).toBeVisible();
    const total = await rowsToExport(page);
    expect(total).toBeGreaterThan(0);
    await expectNoViolations(page);

    const download = page.waitForEvent("download");
    await exportButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Service-Requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(rows).toHaveLength(total);
    expect(header).toEqual(expect.arrayContaining(["Status", "Request #"]));
    // The filter holds in the file: every row is a New request.
    expect(new Set(rows.map((r) => r[header!.indexOf("Status")]))).toEqual(new Set(["New"]));
    await expect(page.getByRole("status").filter({ hasText: /Export finished/ })).toBeVisible();
  });

  test(`${size.width} px: a saved view reopens the list's filter and sort, and is deleted`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const name = `Open high ${size.width}-${Date.now()}`;
    await page.goto("/app/list/request?f.request.status=NEW&sort=-request_number");
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
    const total = await rowsToExport(page);

    await page.getByRole("button", { name: "Views" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("menuitem", { name: "Save this view…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save this view" });
    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Save view" }).click();
    await expect(dialog).toBeHidden();

    await page.goto("/app/list/request");
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
    await page.getByRole("button", { name: "Views" }).click();
    await page.getByRole("menuitem", { name, exact: true }).click();
    await expect(page).toHaveURL(/f\.request\.status=NEW/);
    await expect(page).toHaveURL(/sort=-request_number/);
    await expect.poll(() => rowsToExport(page)).toBe(total);

    await page.reload();
    await expect.poll(() => rowsToExport(page)).toBe(total);
    await page.getByRole("button", { name: "Views" }).click();
    await page.getByRole("menuitem", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this view?" });
    await expectNoViolations(page);
    await confirm.getByRole("button", { name: "Delete view" }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole("button", { name: "Views" }).click();
    await expect(page.getByRole("menuitem", { name, exact: true })).toHaveCount(0);
  });
}

/** The list table's column headers, without their sort arrows. */
async function columnHeaders(page: Page): Promise<string[]> {
  const texts = await page.getByRole("table").first().getByRole("columnheader").allTextContents();
  return texts.map((t) => t.replace(/\s*[▲▼]$/, "").trim());
}

test("1280 px: chosen columns stay in the address, are saved with a view, reopened and exported", async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  const name = `Two columns ${Date.now()}`;
  await page.goto("/app/list/request?f.request.status=NEW");
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
  const total = await rowsToExport(page);

  const columns = page.getByRole("button", { name: /^Columns/ });
  await columns.click();
  await expect(columns).toHaveAttribute("aria-expanded", "true");
  const chooser = page.getByRole("group", { name: "Columns to show, in order" });
  // Each checkbox by its id (the items re-order as columns are hidden): all but these two off.
  const ids = await chooser
    .getByRole("checkbox")
    .evaluateAll((boxes) =>
      boxes.map((b) => b.id).filter((id) => !/-(request_number|status)-shown$/.test(id)),
    );
  for (const id of ids) {
    const box = chooser.locator(`input[id="${id}"]`);
    // Applied through the address (a navigation): click, then wait for the list to follow.
    await box.click();
    await expect(box).not.toBeChecked();
  }
  await chooser.getByRole("button", { name: "Move Status left" }).click();
  await expect(chooser.getByRole("button", { name: "Move Status right" })).toBeFocused();
  await expect.poll(() => columnHeaders(page)).toEqual(["Status", "Request #"]);
  await expect(page).toHaveURL(/cols=status%2Crequest_number/);
  await expectNoViolations(page);
  await page.keyboard.press("Escape");
  await expect(columns).toBeFocused();
  await page.reload();
  await expect.poll(() => columnHeaders(page)).toEqual(["Status", "Request #"]);

  await page.getByRole("button", { name: "Views" }).click();
  await page.getByRole("menuitem", { name: "Save this view…" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this view" });
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("button", { name: "Save view" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/app/list/request");
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();
  expect((await columnHeaders(page)).length).toBeGreaterThan(2);
  await page.getByRole("button", { name: "Views" }).click();
  await page.getByRole("menuitem", { name, exact: true }).click();
  await expect(page).toHaveURL(/cols=status%2Crequest_number/);
  await expect.poll(() => columnHeaders(page)).toEqual(["Status", "Request #"]);
  await expect.poll(() => rowsToExport(page)).toBe(total);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const text = await readFile((await (await download).path())!, "utf8");
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual(["Status", "Request #"]);
  expect(rows).toHaveLength(total);
  expect(rows.every((r) => r.length === 2)).toBe(true);

  await page.getByRole("button", { name: "Views" }).click();
  await page.getByRole("menuitem", { name: `Delete ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Delete this view?" })
    .getByRole("button", { name: "Delete view" })
    .click();
});
