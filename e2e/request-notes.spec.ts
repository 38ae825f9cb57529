import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { apiHeaders, demo, signIn } from "./support/portal";
import { searchRows } from "./support/records";

// Request detail as the demo customer: the status history and notes under the form, and a note
// with a file added to an open request, against the real, seeded server.

/** The newest of the customer's requests that takes notes now (open, per GET requestwf/timeline). */
async function openRequestId(page: Page): Promise<number> {
  const rows = await searchRows(page, "request", { column: "created_at", direction: "desc" });
  const headers = await apiHeaders(page);
  for (const row of rows) {
    const response = await page.request.get(`/api/requestwf/timeline?requestId=${String(row.id)}`, {
      headers,
    });
    expect(response.ok()).toBeTruthy();
    if (((await response.json()) as { canAddNote: boolean }).canAddNote) return Number(row.id);
  }
  throw new Error("The seed has no open request of the demo customer among the newest ten");
}

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.customer.email);
});

test("a customer adds a note with a file to an open request and sees it in the timeline; axe-clean", async ({
  page,
}) => {
  const id = await openRequestId(page);
  await page.goto(`/app/list/request/${id}`);
  const history = page.getByRole("region", { name: "History and notes" });
  await expect(history.getByRole("heading", { name: "Status history" })).toBeVisible();
  // Seeded requests may carry no status changes yet; the section says so rather than vanish.
  await expect(history.getByRole("region", { name: "Status history" })).toBeVisible();
  await expectNoViolations(page);

  const text = `Still dripping at ${Date.now()}`;
  await page.getByRole("textbox", { name: "Note" }).fill(text);
  await page
    .getByRole("form", { name: "Add a note" })
    .getByLabel("Attachments", { exact: true })
    .setInputFiles({
      name: "drip.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("a photo would go here"),
    });
  await expect(page.getByText(/drip\.txt \(\d+ bytes\) uploaded/)).toBeVisible();
  await page.getByRole("button", { name: "Add note" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Your note was added." })).toBeVisible();
  const note = history.getByRole("list", { name: "Notes" }).getByRole("listitem").filter({ hasText: text });
  await expect(note).toBeVisible();
  await expect(note.getByRole("button", { name: "Download drip.txt" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue("");
  await expectNoViolations(page);

  // Still there after a reload: it was stored, not just shown.
  await page.reload();
  await expect(page.getByRole("region", { name: "History and notes" }).getByText(text)).toBeVisible();
});

test("an empty note is not sent", async ({ page }) => {
  const id = await openRequestId(page);
  await page.goto(`/app/list/request/${id}`);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write the note first")).toBeVisible();
});
