import { expect, type Page } from "@playwright/test";
import { apiHeaders } from "./portal";

// Steps of the workflow wizards (/app/service) as a user works through them.

/** The step indicator: an ordered list named "<wizard title>: steps". */
export const stepList = (page: Page, title: string) => page.getByRole("list", { name: `${title}: steps` });

/** Waits for step `n` of `total` (its heading, the indicator's current item and the address). */
export async function expectStep(page: Page, title: string, n: number, total: number, stepTitle: string) {
  await expect(
    page.getByRole("heading", { level: 2, name: `Step ${n} of ${total}: ${stepTitle}` }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`steps=${total}&breadcrumb=${n}$`));
  const current = stepList(page, title).locator('li[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(String(n));
  // Steps up to the current one are active (spec §4).
  const items = stepList(page, title).getByRole("listitem");
  await expect(items).toHaveCount(total);
  for (let i = 0; i < total; i += 1)
    await expect(items.nth(i)).toHaveAttribute("data-active", i < n ? "true" : "false");
}

/** Picks a row in a lookup field's picker: the one found by searching `name`, or the first offered. */
export async function pickLookup(page: Page, label: string, name?: string) {
  await page.getByRole("button", { name: `Choose ${label}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Choose ${label}` });
  await expect(dialog.getByRole("option").first()).toBeVisible();
  if (name) await dialog.getByRole("combobox").first().fill(name);
  const options = name
    ? dialog.getByRole("option", { name: new RegExp(`^${name}`) })
    : dialog.getByRole("option");
  await options.first().click();
  await expect(dialog).toBeHidden();
}

export interface SitesWithAssets {
  site: string;
  siteId: number;
  /** An asset installed at `site` (its serial number, the asset picker's display text). */
  asset: string;
  otherSite: string;
  otherSiteId: number;
  /** How many assets `otherSite` has (what its asset picker must list in all). */
  otherSiteAssets: number;
}

/** A site of the customer with an asset installed there (the request wizard checks they match), and another site. */
export async function siteWithAsset(page: Page): Promise<SitesWithAssets> {
  const headers = await apiHeaders(page);
  const search = async (screenName: string, searchMap: Record<string, unknown>, column: string) => {
    const response = await page.request.post("/api/dataview/execsearch", {
      headers,
      data: { screenName, searchMap, orderBy: [{ column, direction: "asc" }], page: 1, pageSize: 10 },
    });
    expect(response.ok()).toBeTruthy();
    return (await response.json()) as { rows: Record<string, unknown>[]; total: number };
  };
  const sites = (await search("siteLookup", {}, "name")).rows;
  for (const site of sites) {
    const [asset] = (await search("assetLookup", { "asset.site": site.id }, "serial_number")).rows;
    const other = sites.find((s) => s.id !== site.id);
    if (asset && other)
      return {
        site: String(site.name),
        siteId: Number(site.id),
        asset: String(asset.serial_number),
        otherSite: String(other.name),
        otherSiteId: Number(other.id),
        otherSiteAssets: (await search("assetLookup", { "asset.site": other.id }, "serial_number")).total,
      };
  }
  throw new Error("No site of the demo customer has an asset");
}

/**
 * Moves the tab's stored wizard run (sessionStorage) to another site, as a run kept from before
 * its asset moved would be: the picker itself no longer offers such a pair.
 */
export async function moveStoredRunToSite(page: Page, siteId: number, siteName: string) {
  const moved = await page.evaluate(
    ({ siteId, siteName }) => {
      let count = 0;
      for (const name of Object.keys(sessionStorage).filter((k) => k.startsWith("wizard.run."))) {
        const run = JSON.parse(sessionStorage.getItem(name) ?? "{}") as {
          row: Record<string, unknown>;
          values: Record<string, Record<string, unknown>>;
        };
        run.row.site_id = siteId;
        run.row.site_id__display = siteName;
        for (const values of Object.values(run.values))
          if ("site" in values) values.site = { key: siteId, label: siteName };
        sessionStorage.setItem(name, JSON.stringify(run));
        count += 1;
      }
      return count;
    },
    { siteId, siteName },
  );
  expect(moved).toBe(1);
}

/** Chooses a code of a code-select field by its visible label. */
export async function pickCode(page: Page, label: string, option: RegExp) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).first().click();
}

export const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

/** What has the focus: its label or text, for keyboard walks. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement | null;
    return { tag: e?.tagName ?? "", label: e?.getAttribute("aria-label") ?? "", id: e?.id ?? "" };
  });

/** Presses Tab until the focused element matches, at most `limit` times; returns how many. */
export async function tabUntil(
  page: Page,
  matches: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  limit = 8,
): Promise<number> {
  for (let presses = 0; presses <= limit; presses += 1) {
    if (matches(await focused(page))) return presses;
    await page.keyboard.press("Tab");
  }
  throw new Error(`focus did not reach the element in ${limit} Tabs: ${JSON.stringify(await focused(page))}`);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Picks a date and time in a date-time field by keyboard alone: Enter opens the calendar, Tab
 * reaches the day, an arrow key moves `daysAhead` days from the one offered, Enter picks it, the
 * time is typed (hour, minute and AM/PM fields), Tab reaches Done. Returns the local
 * "YYYY-MM-DDTHH:mm" chosen (what the browser's datetime-local produced before).
 */
export async function pickDateTimeByKeyboard(
  page: Page,
  label: string,
  { daysAhead, hour, minute }: { daysAhead: number; hour: number; minute: number },
): Promise<string> {
  const field = page.getByRole("button", { name: label, exact: true });
  await field.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await tabUntil(page, (f) => /^\d{1,2} \w+ \d{4}$/.test(f.label));
  for (let i = 0; i < daysAhead; i += 1) await page.keyboard.press("ArrowRight");
  const [day, month, year] = (await focused(page)).label.split(" ");
  await page.keyboard.press("Enter");
  await tabUntil(page, (f) => f.label === "Hours");
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  // The hour field is 12- or 24-hour as the browser's locale reads time; en-US (the tests') is 12.
  await page.keyboard.type(`${pad(twelve)}${pad(minute)}${hour < 12 ? "AM" : "PM"}`);
  await tabUntil(page, (f) => f.label === "Done");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeHidden();
  return `${year}-${pad(MONTHS.indexOf(month!) + 1)}-${pad(Number(day))}T${pad(hour)}:${pad(minute)}`;
}
