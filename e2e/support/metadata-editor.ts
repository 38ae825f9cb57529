import { expect, type Page } from "@playwright/test";

// Driving the studio's Metadata Editor by keyboard, shared by the specs that use it.

/** The code editor of an open screen document (its accessible name says which). */
export const code = (page: Page, name: string) => page.getByRole("textbox", { name: `JSON of ${name}` });

/** Opens a screen's JSON in the Metadata Editor and waits until the code shows it. */
export async function openScreenJson(page: Page, name: string) {
  await page.goto(`/app/uidesigner/metadataeditor?kind=screen&name=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Metadata editor" })).toBeVisible();
  await expect(code(page, name)).toBeVisible();
  await expect(code(page, name)).toContainText(`"name": "${name}"`);
}

/** CodeMirror's own search (Ctrl+F), then the match replaced by typing: all by keyboard. */
export async function replaceText(page: Page, name: string, find: string, replacement: string) {
  // Keyboard focus follows the focused window: with two browsers open, this one comes first.
  await page.bringToFront();
  const editor = code(page, name);
  await editor.focus();
  await page.keyboard.press("Control+f");
  const search = page.getByRole("textbox", { name: "Find", exact: true });
  await expect(search).toBeFocused();
  await search.fill(find);
  // CodeMirror's search panel takes the query on a key release: End commits what fill() typed.
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(editor).toBeFocused();
  await page.keyboard.insertText(replacement);
  await expect(editor).toContainText(replacement);
}

/** Publish from the toolbar: the changed lines, then a comment, by keyboard. Answers the dialog. */
export async function publishByKeyboard(page: Page, comment: string) {
  await page.bringToFront();
  const button = page
    .getByRole("group", { name: "Document actions" })
    .getByRole("button", { name: "Publish" });
  // The typed text becomes the document after a pause: until then there is nothing to publish.
  await expect(button).toBeEnabled();
  await button.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Publish this document" });
  await expect(dialog.getByTestId("mde-draft-diff")).toBeVisible();
  await dialog.getByLabel("What changed (optional)").fill(comment);
  await dialog.getByRole("button", { name: "Publish" }).focus();
  await page.keyboard.press("Enter");
  return dialog;
}
