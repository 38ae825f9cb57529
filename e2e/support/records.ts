import { expect, type Page } from "@playwright/test";
import { apiHeaders } from "./portal";

type Row = Record<string, unknown>;

/** A record as the form opens it (getDataForScreen), read beside the page with its session. */
export async function readRecord(page: Page, screenName: string, tableName: string, id: number) {
  const response = await page.request.post("/api/dataview/getDataForScreen", {
    headers: await apiHeaders(page),
    data: { screenName, searchQuery: { tableName, keyAttributes: [{ key_attr: "id", value: id }] } },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { dataModel: Row }).dataModel;
}

/** Another session's save of the same row (updateentity), as a colleague's browser would send it. */
export async function saveElsewhere(
  page: Page,
  screenName: string,
  tableName: string,
  id: number,
  change: Row,
) {
  const row = await readRecord(page, screenName, tableName, id);
  const response = await page.request.post("/api/saveupdate/updateentity", {
    headers: await apiHeaders(page),
    multipart: {
      screenName,
      primaryTable: tableName,
      dataModel: JSON.stringify({ ...row, ...change }),
      originalDataModel: JSON.stringify(row),
      childTables: "{}",
      attachments: "[]",
    },
  });
  expect(response.ok()).toBeTruthy();
}

/** First rows of a screen's search (execsearch) for the page's user. */
export async function searchRows(
  page: Page,
  screenName: string,
  orderBy: { column: string; direction: string },
) {
  const response = await page.request.post("/api/dataview/execsearch", {
    headers: await apiHeaders(page),
    data: { screenName, searchMap: {}, orderBy: [orderBy], page: 1, pageSize: 10 },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { rows: Row[] }).rows;
}

/** The record id in a detail address (…/list/request/577 → 577). */
export const idInUrl = (page: Page): number => Number(new URL(page.url()).pathname.split("/").at(-1));

/** A value as a record page shows it to read: the `dd` beside its label's `dt`. */
export const shownValue = (page: Page, label: string) =>
  page
    .locator("dl")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");

/** Presses the record page's Edit and waits for its form: the first field it may change has the focus. */
export async function editRecord(page: Page) {
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
}
