import { expect, test } from "@playwright/test";
import { firstLink, mailCount, waitForMail } from "./support/mail";
import { apiHeaders, createAccount, signIn } from "./support/portal";

test("recover a password by a mailed link, reset it and sign in with the new one", async ({ page }) => {
  const account = await createAccount(page, "Reset");
  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/recoverCredits$/);

  const send = page.getByRole("button", { name: "Send Reset Link" });
  await page.getByLabel("Email Address").fill("not-an-email");
  await page.getByLabel("Email Address").blur();
  await expect(page.getByText("Email Address is required")).toBeVisible();
  await expect(send).toBeDisabled();

  const since = mailCount();
  await page.getByLabel("Email Address").fill(account.email);
  await send.click();
  await expect(page.getByText("If an account exists for that e-mail address").first()).toBeVisible();

  const link = firstLink(await waitForMail(account.email, since));
  expect(link).toMatch(/\/resetPassword\/[^/]{22,}\/Test\/Reset\/RESET/);
  await page.goto(link);
  await page.getByLabel("New Password").fill("Fresh!2026z");
  await page.getByLabel("Confirm Password").fill("Fresh!2026q");
  await expect(page.getByText("Password mismatch")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("Fresh!2026z");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL(/\/changeConfirm$/);

  // The link works once only.
  await page.goto(link);
  await page.getByLabel("New Password").fill("Other!2026z");
  await page.getByLabel("Confirm Password").fill("Other!2026z");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("This reset link is invalid or has expired.").first()).toBeVisible();

  await page.goto("/changeConfirm");
  await page.getByRole("button", { name: "Back To Sign In" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, account.email, "Fresh!2026z");
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test("recover the account e-mail with a code sent to the alternate address", async ({ page }) => {
  const account = await createAccount(page, "Code");
  const altEmail = `alt.${account.userName.toLowerCase()}@example.net`;
  await signIn(page, account.email, account.password);
  const headers = await apiHeaders(page);
  const saved = await page.request.post("/api/profile/updateprofile", {
    headers,
    data: { FirstName: "Test", LastName: "Code", AltEmailAddress: altEmail, Phone: null },
  });
  expect(saved.ok()).toBeTruthy();

  const fresh = await page.context().browser()!.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto("/signin");
  await visitor.getByRole("link", { name: "Forgot Email?" }).click();
  await expect(visitor).toHaveURL(/\/recoverEmail$/);
  await visitor.getByLabel("Mobile Number").fill("12345");
  await visitor.getByLabel("Mobile Number").blur();
  await expect(visitor.getByText(/optional \+ followed by 11 digits/)).toBeVisible();
  await visitor.getByLabel("Mobile Number").fill("");
  const since = mailCount();
  await visitor.getByLabel("Alternate Email Address").fill(altEmail);
  await visitor.getByRole("button", { name: "Send Code" }).click();
  await expect(visitor).toHaveURL(/\/verifyCode$/);

  const mail = await waitForMail(altEmail, since);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toBeTruthy();

  await visitor.getByLabel("Verification Code").fill("000000" === code ? "111111" : "000000");
  await visitor.getByRole("button", { name: "Verify" }).click();
  await expect(visitor.getByText(/^Sorry,/)).toBeVisible();
  await visitor.getByLabel("Verification Code").fill(code!);
  await visitor.getByRole("button", { name: "Verify" }).click();
  await expect(visitor.getByText(`Your Email Address is: ${account.email}`)).toBeVisible();
  await fresh.close();
});
