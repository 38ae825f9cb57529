import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { code, openScreenJson, publishByKeyboard, replaceText } from "./support/metadata-editor";
import { apiHeaders, demo, signIn } from "./support/portal";

// Two designers on one document (issue 27 §1 "No silent overwrite", §4 the conflict dialog):
// both open the RMA screen at the same revision; the first publishes; the second's publish is
// refused with the conflict dialog, which shows both sides and merges their edits (different
// places), by keyboard; the merged document is published and the first designer sees both.

const SCREEN = "RMA";
const THEIRS = ['"rma_list_title"', '"request_list_title"'] as const;
const MINE = ['"rma_reason"', '"request_number"'] as const;

const revisionsPath = `/api/Metadata/documents/screen/${SCREEN}/revisions`;

/** Puts the screen back as seeded (a revert is a new revision), so later specs see the RMA list as before. */
async function restoreSeeded(page: Page) {
  const headers = await apiHeaders(page);
  const revisions = (await (await page.request.get(revisionsPath, { headers })).json()) as {
    revision: number;
  }[];
  const seeded = Math.min(...revisions.map((r) => r.revision));
  const reverted = await page.request.post(`/api/Metadata/documents/screen/${SCREEN}/revert`, {
    headers,
    data: { revision: seeded, comment: "e2e: back to the seeded RMA screen" },
  });
  expect(reverted.ok(), await reverted.text()).toBeTruthy();
}

test("a second designer's stale publish meets the conflict dialog, and merging keeps both edits", async ({
  browser,
}) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [first, second] = await Promise.all(contexts.map((c) => c.newPage()));
  try {
    for (const page of [first!, second!]) {
      await signIn(page, demo.designer.email);
      await openScreenJson(page, SCREEN);
    }
    await replaceText(first!, SCREEN, ...THEIRS);
    await expect(await publishByKeyboard(first!, "first designer: list title")).toBeHidden();

    await replaceText(second!, SCREEN, ...MINE);
    const form = await publishByKeyboard(second!, "second designer: reason label");
    const conflict = second!.getByRole("dialog", { name: "Someone else published this document" });
    await expect(conflict).toBeVisible();
    await expect(form).toBeHidden();
    await expect(conflict.getByRole("table", { name: /^Their changes/ })).toContainText("request_list_title");
    await expect(conflict.getByRole("table", { name: "Your changes" })).toContainText("request_number");
    await expectNoViolations(second!);
    await conflict.getByRole("button", { name: "Merge (apply my edits onto theirs)" }).focus();
    await second!.keyboard.press("Enter");
    await expect(conflict).toBeHidden();
    await expect(code(second!, SCREEN)).toContainText(THEIRS[1]);
    await expect(code(second!, SCREEN)).toContainText(MINE[1]);

    await expect(await publishByKeyboard(second!, "second designer, merged")).toBeHidden();
    await openScreenJson(first!, SCREEN);
    await expect(code(first!, SCREEN)).toContainText(THEIRS[1]);
    await expect(code(first!, SCREEN)).toContainText(MINE[1]);
  } finally {
    await restoreSeeded(first!);
    await Promise.all(contexts.map((c) => c.close()));
  }
});
