import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { demo, signIn } from "./support/portal";
import { editRecord, readRecord, searchRows, shownValue } from "./support/records";

// A staff user moves a customer's request on through the status choices the server offers their
// role (getDataForScreen statusChoices): the form and the status history show the change at once,
// without a reload, and the customer then sees the new status (and only their own choices). At a
// laptop's and at a phone's width, axe-clean in every state.

/** Every request status in the code table's order, by its words (request_statuses). */
const WORDS = {
  NEW: "New",
  ASSIGNED: "Assigned",
  IN_PROGRESS: "In Progress",
  ON_HOLD: "On Hold",
  RESOLVED: "Resolved",
  CLOSED: "Closed",
  CANCELLED: "Cancelled",
} as const;
type TStatus = keyof typeof WORDS;
/** Open statuses (request-status.transitions.ts): staff may move such a request to any other. */
const OPEN: TStatus[] = ["NEW", "ASSIGNED", "IN_PROGRESS", "ON_HOLD"];
const TONE: Partial<Record<TStatus, string>> = { ON_HOLD: "waiting", IN_PROGRESS: "active" };

const statusBox = (page: Page) => page.getByRole("combobox", { name: "Status" });
const statusHistory = (page: Page) =>
  page.getByRole("region", { name: "History and notes" }).getByRole("list", { name: "Status history" });

/**
 * An open request of the demo customer, found through the customer's own session, and an open
 * status to move it to: it stays open, so the specs that add notes to open requests still can, and
 * a second run finds it again and moves it back.
 */
async function customersOpenRequest(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.customer.email);
  const rows = await searchRows(page, "request", { column: "request_number", direction: "asc" });
  await context.close();
  const row = rows.find((r) => OPEN.includes(r.status as TStatus));
  if (!row) throw new Error("The seed has no open request among the demo customer's first ten");
  const from = row.status as TStatus;
  const to: TStatus = from === "ON_HOLD" ? "IN_PROGRESS" : "ON_HOLD";
  return { id: Number(row.id), number: String(row.request_number), from, to };
}

async function openRequest(page: Page, request: { id: number; number: string }) {
  await page.goto(`/app/list/request/${request.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Service request ${request.number}` }),
  ).toBeVisible();
}

/** The choices the status field offers, read from its open list, which is then closed again. */
async function offeredStatuses(page: Page): Promise<string[]> {
  await statusBox(page).click();
  const list = page.getByRole("listbox", { name: "Status" });
  await expect(list.getByRole("option").first()).toBeVisible();
  const words = (await list.getByRole("option").allInnerTexts()).map((w) => w.trim());
  await expectNoViolations(page); // the open list is a state of its own
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  return words;
}

for (const { name, width, height } of [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "390 px", width: 390, height: 844 },
]) {
  test(`${name}: staff change a request's status through its choices; the customer sees the new one`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height });
    const request = await customersOpenRequest(browser);
    const newWords = WORDS[request.to];

    // Staff: the request of another company's customer opens with every status on offer.
    await signIn(page, demo.staff.email);
    await openRequest(page, request);
    await expect(shownValue(page, "Status")).toHaveText(WORDS[request.from]);
    await expectNoViolations(page);
    await editRecord(page);
    await expect(statusBox(page)).toHaveValue(WORDS[request.from]);
    expect(await offeredStatuses(page)).toEqual(Object.values(WORDS));

    // Marks this document: gone if anything reloads the page.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const changesBefore = await statusHistory(page).getByRole("listitem").count();
    await statusBox(page).click();
    await page.getByRole("listbox", { name: "Status" }).getByRole("option", { name: newWords }).click();
    await expect(statusBox(page)).toHaveValue(newWords);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Service request saved." })).toBeVisible();

    // The change shows on the record and, as a badge with the staff member's name, in the history.
    await expect(statusHistory(page).getByRole("listitem")).toHaveCount(changesBefore + 1);
    const newest = statusHistory(page).getByRole("listitem").last();
    await expect(newest).toContainText(newWords);
    await expect(newest).toContainText("by Sam Staff");
    await expect(newest.locator(`[data-tone="${TONE[request.to]}"]`)).toHaveText(newWords);
    await expect(shownValue(page, "Status")).toHaveText(newWords);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect((await readRecord(page, "request", "service_requests", request.id)).status).toBe(request.to);
    await expectNoViolations(page);

    // The customer, in a session of their own, sees the new status in the list and on the request.
    const context = await browser.newContext({ viewport: { width, height } });
    const customer = await context.newPage();
    await signIn(customer, demo.customer.email);
    await customer.goto(`/app/list/request?q=${request.number}`);
    const list = customer.getByRole(width < 768 ? "list" : "table", { name: "Service Requests" });
    const entry = width < 768 ? list.getByRole("listitem") : list.locator("tbody tr");
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(request.number);
    await expect(entry.locator(`[data-tone="${TONE[request.to]}"]`)).toHaveText(newWords);
    await expectNoViolations(customer);

    await openRequest(customer, request);
    await expect(shownValue(customer, "Status")).toHaveText(newWords);
    await expect(statusHistory(customer).getByRole("listitem").last()).toContainText(newWords);
    await editRecord(customer);
    await expect(statusBox(customer)).toHaveValue(newWords);
    // A customer's own choices: keep the status, or cancel the request.
    expect(await offeredStatuses(customer)).toEqual([newWords, WORDS.CANCELLED]);
    await expectNoViolations(customer);
    await context.close();
  });
}
