import { expect, test, type Browser, type Page, type Route } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { apiHeaders, demo, setAppParam, signIn } from "./support/portal";
import { editRecord, idInUrl, readRecord, saveElsewhere, searchRows, shownValue } from "./support/records";

// Service requests as the demo customer (Acme): list, search, filter, sort, page, open, edit,
// conflict and site lookup against the real, seeded server.

const table = (page: Page) => page.getByRole("table", { name: "Service Requests" });
const numbers = (page: Page) => table(page).locator("tbody tr td:first-child").allInnerTexts();
const isSorted = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

async function openList(page: Page, query = "") {
  await page.goto(`/app/list/request${query}`);
  await expect(heading(page, "Service Requests")).toBeVisible();
  await expect(table(page).locator("tbody tr").first()).toBeVisible();
}

test("the request list draws its rows without waiting for the custom workflows' call", async ({ page }) => {
  // list/{name} opens a custom workflow's wizard when {name} is its start screen; a list screen
  // never is one, so its rows must not wait for that answer (they did: 3–5× the RMA list's time).
  const held: Route[] = [];
  await page.route("**/api/Metadata/getcustwffeatureelements*", (route) => void held.push(route));
  await page.goto("/app/list/request");
  await expect(table(page).locator("tbody tr").first()).toBeVisible();
  expect(held.length).toBeGreaterThan(0); // asked for, and still unanswered while the rows show
  for (const route of held) await route.continue();
  await page.unroute("**/api/Metadata/getcustwffeatureelements*");
});

/**
 * Opens the newest request that has its site and waits for its form. A request made from a forum
 * topic has none until someone picks it (the form then asks for it), so it cannot stand in for a
 * request whose other fields a test changes.
 */
async function openFirstRequest(page: Page) {
  await openList(page);
  const newest = await searchRows(page, "request", { column: "created_at", direction: "desc" });
  let number = "";
  for (const row of newest) {
    const record = await readRecord(page, "request", "service_requests", Number(row.id));
    if (record.site_id != null) {
      number = String(record.request_number);
      break;
    }
  }
  await table(page).getByRole("link", { name: number, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/list\/request\/\d+$/);
  // Read first: the values as text, Edit beside the heading.
  await expect(shownValue(page, "Description")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  return idInUrl(page);
}

/** A request of Globex (another company), read through Globex's own session. */
async function globexRequest(browser: Browser) {
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, demo.customer2.email);
  const [row] = await searchRows(other, "request", { column: "created_at", direction: "desc" });
  await context.close();
  return row!;
}

const saved = (page: Page) => page.getByRole("status").filter({ hasText: "Service request saved." });

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.customer.email);
});

test("lists only the customer's requests, with a quick search; axe-clean", async ({ page, browser }) => {
  await openList(page);
  expect((await numbers(page)).length).toBeGreaterThan(5);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectNoViolations(page);

  const foreignNumber = String((await globexRequest(browser)).request_number);

  const search = page.getByRole("searchbox", { name: "Quick search" });
  await search.fill(foreignNumber);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${foreignNumber}`));
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();

  const [own] = await searchRows(page, "request", { column: "created_at", direction: "desc" });
  await search.fill(String(own!.request_number));
  await search.press("Enter");
  await expect.poll(() => numbers(page)).toEqual([String(own!.request_number)]);
});

test("filters by status through the URL", async ({ page }) => {
  await openList(page);
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: /closed/i }).click();
  await expect(page).toHaveURL(/f\.request\.status=CLOSED/);
  const statuses = () => table(page).locator("tbody tr td:nth-child(2)").allInnerTexts();
  await expect.poll(async () => (await statuses()).every((s) => /closed/i.test(s))).toBe(true);
  expect((await statuses()).length).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue(/closed/i);
});

test("sorts by a header, both ways", async ({ page }) => {
  await openList(page);
  const header = table(page).getByRole("columnheader", { name: "Request #" });
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(/sort=request_number/);
  await expect.poll(async () => isSorted(await numbers(page))).toBe(true);
  const ascending = await numbers(page);

  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/sort=-request_number/);
  await expect.poll(async () => isSorted((await numbers(page)).reverse())).toBe(true);
  expect((await numbers(page))[0]! > ascending.at(-1)!).toBe(true);
});

test("pages deep; the URL keeps the page and Back restores it", async ({ page }) => {
  await openList(page);
  const next = page.getByRole("button", { name: "Next page" });
  for (let n = 2; n <= 5; n += 1) {
    await next.click();
    await expect(page.getByText(new RegExp(`· page ${n}$`))).toBeVisible();
  }
  await expect(page).toHaveURL(/page=5/);
  const rows = await numbers(page);
  await table(page).getByRole("link", { name: rows[0]! }).click();
  await expect(page).toHaveURL(/\/app\/list\/request\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/page=5/);
  await expect(page.getByText(/· page 5$/)).toBeVisible();
  await expect.poll(() => numbers(page)).toEqual(rows);
});

test("opens a request, edits an allowed field and saves; axe-clean form", async ({ page }) => {
  const id = await openFirstRequest(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const number = (await shownValue(page, "Request #").textContent())!.trim();
  await expect(heading(page, `Service request ${number}`)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveCount(0);
  await expectNoViolations(page);

  await editRecord(page);
  await expect(page.getByRole("textbox", { name: "Request #" })).not.toBeEditable();
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await expectNoViolations(page);
  const text = `Seal replaced on site (${Date.now()})`;
  await page.getByRole("textbox", { name: "Description" }).fill(text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(saved(page)).toBeVisible();
  // Saved, the record is shown to read again, with the new value and the focus on Edit.
  await expect(shownValue(page, "Description")).toHaveText(text);
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeFocused();
  await page.reload();
  await expect(shownValue(page, "Description")).toHaveText(text);

  // The list shows the saved value too.
  await page.getByRole("button", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(/\/app\/list\/request$/);
  const row = await readRecord(page, "request", "service_requests", id);
  await expect(table(page).getByRole("row", { name: new RegExp(String(row.request_number)) })).toContainText(
    text,
  );
});

test("a record or list page opened by its address asks for its screen (and record) once each", async ({
  page,
}) => {
  await openFirstRequest(page);
  // The route starts both calls while the page's code loads; the page takes their answers.
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) calls.push(`${url.pathname}${url.search}`.toLowerCase());
  });
  await page.reload();
  await expect(shownValue(page, "Description")).toBeVisible();
  await expect(page.getByRole("region", { name: "Site Details" })).toBeVisible();
  expect(calls.filter((c) => c === "/api/metadata/fetchscreen?screenname=request")).toHaveLength(1);
  expect(calls.filter((c) => c === "/api/dataview/getdataforscreen")).toHaveLength(1);

  calls.length = 0;
  await openList(page);
  await expect(table(page).locator("tbody tr").first()).toBeVisible();
  expect(calls.filter((c) => c === "/api/metadata/fetchscreen?screenname=request")).toHaveLength(1);
  expect(calls.filter((c) => c === "/api/dataview/execsearch")).toHaveLength(1);
});

test("the request's site card shows the site's details (infocarddata)", async ({ page }) => {
  const id = await openFirstRequest(page);
  const record = await readRecord(page, "request", "service_requests", id);
  const card = page.getByRole("region", { name: "Site Details" });
  if (record.site_id === null) {
    await expect(card).toContainText("Nothing linked yet.");
    return;
  }
  const response = await page.request.post("/api/dataview/infocarddata", {
    headers: await apiHeaders(page),
    data: {
      tableName: "sites",
      placeHolders: "name",
      dataConstraints: [{ left_operand: "sites.id", right_operand: record.site_id }],
    },
  });
  const [site] = ((await response.json()) as { rows: { name: string }[] }).rows;
  await expect(card).toContainText(site!.name);
});

test("quick search runs once typing pauses, without Enter", async ({ page }) => {
  await openList(page);
  const [own] = await searchRows(page, "request", { column: "created_at", direction: "desc" });
  await page.getByRole("searchbox", { name: "Quick search" }).pressSequentially(String(own!.request_number));
  await expect(page).toHaveURL(new RegExp(`q=${String(own!.request_number)}`));
  await expect.poll(() => numbers(page)).toEqual([String(own!.request_number)]);
});

test("the navLink outlet address shows a linked screen beside the list; Escape closes it; axe-clean", async ({
  page,
}) => {
  await page.goto("/app/list/request(navLink:navinsert/siteLookup)");
  await expect(heading(page, "Service Requests")).toBeVisible();
  const panel = page.getByRole("dialog", { name: "Sites" });
  await expect(panel.getByRole("option").first()).toBeVisible();
  await expect(panel.getByRole("combobox", { name: "Search Sites" })).toBeFocused();
  await expect(page).toHaveURL(/\/app\/list\/request\(navLink:navinsert\/siteLookup\)$/);
  await expectNoViolations(page);

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/app\/list\/request$/);
  await expect(table(page).locator("tbody tr").first()).toBeVisible();
  const map = await page.evaluate(() => sessionStorage.getItem("navigation-screen-map"));
  expect(JSON.parse(map!)).toMatchObject({
    request: { navLink: { navScreen: "siteLookup", visible: false } },
  });
});

test("a save after someone else's shows the conflict; reload or overwrite", async ({ page }) => {
  const id = await openFirstRequest(page);
  await editRecord(page);
  const description = page.getByRole("textbox", { name: "Description" });
  await saveElsewhere(page, "request", "service_requests", id, { description: "Changed by a colleague" });

  await description.fill("My first change");
  await page.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog", { name: "Someone else changed this record" });
  await expect(dialog.getByRole("row", { name: /Description/ })).toContainText("Changed by a colleague");
  await expect(dialog.getByRole("row", { name: /Description/ })).toContainText("My first change");
  await dialog.getByRole("button", { name: "Reload their version" }).click();
  await expect(dialog).toBeHidden();
  await expect(description).toHaveValue("Changed by a colleague");

  await saveElsewhere(page, "request", "service_requests", id, { description: "Changed again elsewhere" });
  await description.fill("Mine, knowingly");
  await page.getByRole("button", { name: "Save" }).click();
  await dialog.getByRole("button", { name: "Overwrite with my changes" }).click();
  await expect(saved(page)).toBeVisible();
  expect((await readRecord(page, "request", "service_requests", id)).description).toBe("Mine, knowingly");
});

test("picks a site through the lookup and saves it; axe-clean picker", async ({ page }) => {
  const id = await openFirstRequest(page);
  const before = await readRecord(page, "request", "service_requests", id);
  const sites = await searchRows(page, "siteLookup", { column: "name", direction: "asc" });
  const site = sites.find((s) => s.id !== before.site_id)!;

  await editRecord(page);
  await page.getByRole("button", { name: "Choose Site" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose Site" });
  await expect(dialog.getByRole("option").first()).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole("combobox", { name: "Search Sites" }).fill(String(site.name));
  await dialog
    .getByRole("option", { name: new RegExp(`^${String(site.name)}`) })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Site", exact: true })).toHaveValue(String(site.name));

  await page.getByRole("button", { name: "Save" }).click();
  await expect(saved(page)).toBeVisible();
  expect((await readRecord(page, "request", "service_requests", id)).site_id).toBe(site.id);
});

test("without canEditRequest the request is read-only, as the server says", async ({ page, browser }) => {
  await openFirstRequest(page);
  await setAppParam(browser, "canEditRequest", false);
  try {
    await page.reload();
    await expect(page.getByText("You can view this record but not change it.")).toBeVisible();
    await expect(shownValue(page, "Description")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  } finally {
    await setAppParam(browser, "canEditRequest", true);
  }
});

test("an unknown screen, or another company's record, is not found", async ({ page, browser }) => {
  await page.goto("/app/list/noSuchScreen");
  await expect(heading(page, "Screen not found")).toBeVisible();
  await expect(page.getByText("There is no screen named “noSuchScreen”.")).toBeVisible();
  await page.goto("/app/list/request/999999");
  await expect(heading(page, "Record not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the list" })).toHaveAttribute(
    "href",
    /\/app\/list\/request$/,
  );
  // Another company's request reads as missing: the server scopes every read.
  await page.goto(`/app/list/request/${String((await globexRequest(browser)).id)}`);
  await expect(heading(page, "Record not found")).toBeVisible();
});
