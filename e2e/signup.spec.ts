import { expect, test } from "@playwright/test";
import { firstLink, mailCount, waitForMail } from "./support/mail";
import { signIn } from "./support/portal";

test("sign-up: view toggle, every validation message, availability, success dialog and activation", async ({
  page,
}) => {
  await page.goto("/signin");
  await page.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const firstName = page.getByLabel("First Name");
  await expect(firstName).toBeFocused();

  const signUp = page.getByRole("button", { name: "Sign Up" });
  await expect(signUp).toBeDisabled();

  // Touch every field empty: each required message appears verbatim.
  for (const label of ["First Name", "Last Name", "User Name", "Email", "Create Password"]) {
    await page.getByLabel(label, { exact: true }).fill("x");
    await page.getByLabel(label, { exact: true }).fill("");
    await page.getByLabel(label, { exact: true }).blur();
  }
  await expect(page.getByText("First Name is required")).toBeVisible();
  await expect(page.getByText("Last Name is required")).toBeVisible();
  await expect(page.getByText("User Name is required")).toBeVisible();
  await expect(page.getByText("Email is required and format should be name@example.com")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await expect(page.getByRole("button", { name: "Check Availability" })).toBeDisabled();
  await page.getByLabel("User Name", { exact: true }).pressSequentially("customer1");
  await expect(page.getByLabel("User Name", { exact: true })).toHaveValue("CUSTOMER1");
  await page.getByRole("button", { name: "Check Availability" }).click();
  await expect(page.getByText("User name is not available")).toBeVisible();

  const userName = `NEW${Date.now().toString(36)}`.toUpperCase();
  const email = `${userName.toLowerCase()}@acme-corp.test`;
  await page.getByLabel("User Name", { exact: true }).fill(userName.toLowerCase());
  await expect(page.getByLabel("User Name", { exact: true })).toHaveValue(userName);
  await page.getByRole("button", { name: "Check Availability" }).click();
  await expect(page.getByText("User name is available")).toBeVisible();

  await firstName.fill("Nina");
  await page.getByLabel("Last Name").fill("Newcomer");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Create Password").fill("Start!2026x");
  await page.getByLabel("Confirm Password").fill("Start!2026y");
  await expect(page.getByText("Password mismatch")).toBeVisible();
  await page.getByLabel("Create Password").fill("Start!2026y");
  await expect(page.getByText("Password mismatch")).toHaveCount(0);
  await expect(signUp).toBeEnabled();

  const since = mailCount();
  await signUp.click();
  const dialog = page.getByRole("dialog", { name: "Success" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Check your e-mail");

  // Closing the dialog reloads the page.
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await dialog.getByRole("button", { name: /close/i }).first().click();
  await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload);

  const mail = await waitForMail(email, since);
  await page.goto(firstLink(mail));
  await page.getByRole("button", { name: "Back To Sign In" }).click();
  await signIn(page, email, "Start!2026y");
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test("switching back to sign-in changes the address without a reload and focuses the first field", async ({
  page,
}) => {
  await page.goto("/signup");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByLabel("Email or User ID")).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});
