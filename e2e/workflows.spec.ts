import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { mailCount, waitForMail } from "./support/mail";
import { demo, mainMenu, signIn } from "./support/portal";
import { readRecord, searchRows } from "./support/records";
import {
  expectStep,
  moveStoredRunToSite,
  next,
  pickCode,
  pickDateTimeByKeyboard,
  pickLookup,
  siteWithAsset,
  stepList,
  tabUntil,
} from "./support/wizard";

// The workflow wizards as the demo customer (Acme) against the real, seeded server: a service
// request with a file through every step (Back, Forward, reload on the way), its confirmation
// mail on the test's SMTP server, a return with two lines, and the custom site survey from the
// side bar, which branches on the survey type.

const REQUEST = "Service Request";

/** Answers the browser's "leave site?" prompt that unsaved wizard input raises on reload. */
const acceptLeavePrompts = (page: Page) => page.on("dialog", (dialog) => void dialog.accept());

test.beforeEach(async ({ page }) => {
  await signIn(page, demo.customer.email);
});

test("creates a service request with a file through the whole wizard; mail, list and summary", async ({
  page,
}) => {
  acceptLeavePrompts(page);
  await page.goto("/app/list/request");
  await page.getByRole("link", { name: "New request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: REQUEST })).toBeVisible();
  await expectStep(page, REQUEST, 1, 3, "Site and Asset");
  await expectNoViolations(page);

  // Per-step checks from the step's metadata: no site, no next step.
  await next(page);
  await expect(page.getByText("Site is required")).toBeVisible();
  await expectStep(page, REQUEST, 1, 3, "Site and Asset");

  const { site, asset } = await siteWithAsset(page);
  await pickLookup(page, "Site", site);
  await pickLookup(page, "Asset", asset);
  await expect(page.getByRole("textbox", { name: "Site", exact: true })).toHaveValue(site);
  await expect(page.getByRole("textbox", { name: "Asset", exact: true })).toHaveValue(asset);
  await next(page);

  await expectStep(page, REQUEST, 2, 3, "Problem Details");
  const description = `Compressor trips after ten minutes (${Date.now()})`;
  await pickCode(page, "Problem", /.+/);
  await page.getByRole("textbox", { name: "Description" }).fill(description);
  await pickDateTimeByKeyboard(page, "Preferred Visit From", { daysAhead: 1, hour: 9, minute: 0 });
  await pickDateTimeByKeyboard(page, "Preferred Visit To", { daysAhead: 1, hour: 12, minute: 0 });
  await page.getByRole("textbox", { name: "Contact Name" }).fill("Pat Doe");

  // A reload mid-way keeps what was entered, even before Next.
  await page.reload();
  await expectStep(page, REQUEST, 2, 3, "Problem Details");
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(description);
  await expect(page.getByRole("textbox", { name: "Contact Name" })).toHaveValue("Pat Doe");
  await next(page);
  await expectStep(page, REQUEST, 3, 3, "Attachments");

  // Back to an earlier step (the wizard's Back, then the browser's), and forward again.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expectStep(page, REQUEST, 2, 3, "Problem Details");
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(description);
  await page.goBack();
  await expectStep(page, REQUEST, 1, 3, "Site and Asset");
  await expect(page.getByRole("textbox", { name: "Site", exact: true })).toHaveValue(site);
  await page.goForward();
  await expectStep(page, REQUEST, 2, 3, "Problem Details");
  await next(page);
  await expectStep(page, REQUEST, 3, 3, "Attachments");

  // A blocked file type is refused with its own message; an accepted one uploads.
  await page.getByLabel("Attachments", { exact: true }).setInputFiles({
    name: "setup.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("MZ not really"),
  });
  await expect(page.getByText('"setup.exe" was not added: .exe files are not accepted.')).toBeVisible();
  await page.getByLabel("Attachments", { exact: true }).setInputFiles({
    name: "nameplate.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Model C-200, serial 4711"),
  });
  await expect(page.getByText(/nameplate\.txt \(\d+ bytes\) uploaded/)).toBeVisible();
  await expectNoViolations(page);
  await next(page);

  await expect(page).toHaveURL(/\/app\/confirmation\?workflow=REQUEST$/);
  await expect(page.getByRole("heading", { level: 1, name: "Review Your Request" })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText(site, { exact: true })).toBeVisible();
  await expect(page.getByText("nameplate.txt")).toBeVisible();
  await expectNoViolations(page);

  const since = mailCount();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/app\/requestsuccess\?workflow=REQUEST&number=/);
  const number = new URL(page.url()).searchParams.get("number")!;
  await expect(
    page.getByRole("heading", { level: 1, name: `Service request ${number} created` }),
  ).toBeVisible();
  await expectNoViolations(page);

  const mail = await waitForMail(demo.customer.email, since);
  expect(mail.subject).toContain(number);
  expect(mail.text).toContain(number);

  await page.getByRole("link", { name: "View the summary" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Service Request Summary" })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  await expectNoViolations(page);
  await page.goBack();

  await page.getByRole("link", { name: "Back to the service requests" }).click();
  const search = page.getByRole("searchbox", { name: "Quick search" });
  await search.fill(number);
  await search.press("Enter");
  await expect(
    page.getByRole("table", { name: "Service Requests" }).getByRole("link", { name: number }),
  ).toBeVisible();
});

test("1280 and 390 px: the wizard names its steps; on a phone each is read whole", async ({ page }) => {
  const names = ["Site and Asset", "Problem Details", "Attachments"];
  await page.goto("/app/service?workflow=REQUEST");
  await expectStep(page, REQUEST, 1, 3, "Site and Asset");
  const steps = stepList(page, REQUEST).getByRole("listitem");
  for (const [i, name] of names.entries()) {
    await expect(steps.nth(i).getByText(name, { exact: true })).toBeVisible();
    const reached = i === 0 ? ", reached" : "";
    await expect(steps.nth(i).getByText(`Step ${i + 1} of 3: ${name}${reached}`)).toBeAttached();
  }
  await expectNoViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const [i, name] of names.entries()) {
    await expect(steps.nth(i).getByText(name, { exact: true })).toBeHidden();
    await expect(steps.nth(i)).toContainText(`Step ${i + 1} of 3: ${name}`);
  }
  await expectNoViolations(page);
});

test("the visit window is picked by keyboard: few Tabs, labelled, axe-clean, the same instant stored", async ({
  page,
}) => {
  acceptLeavePrompts(page);
  await page.goto("/app/service?workflow=REQUEST");
  const { site } = await siteWithAsset(page);
  await pickLookup(page, "Site", site);
  await next(page);
  await expectStep(page, REQUEST, 2, 3, "Problem Details");
  await pickCode(page, "Problem", /.+/);
  const description = `Visit window by keyboard (${Date.now()})`;
  await page.getByRole("textbox", { name: "Description" }).fill(description);

  // Each date-time field is one stop: a Tab from the field before reaches it, and the next.
  const isField = (id: string) => (f: { id: string }) => f.id === id;
  await page.getByRole("textbox", { name: "Description" }).focus();
  expect(await tabUntil(page, isField("field-preferredFrom"), 3)).toBeLessThanOrEqual(3);
  expect(await tabUntil(page, isField("field-preferredTo"), 3)).toBeLessThanOrEqual(3);
  expect(await tabUntil(page, isField("field-contactName"), 3)).toBeLessThanOrEqual(3);

  const from = page.getByRole("button", { name: "Preferred Visit From", exact: true });
  await from.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(from).toBeFocused();

  const fromLocal = await pickDateTimeByKeyboard(page, "Preferred Visit From", {
    daysAhead: 2,
    hour: 9,
    minute: 30,
  });
  await expect(from).toBeFocused();
  const toLocal = await pickDateTimeByKeyboard(page, "Preferred Visit To", {
    daysAhead: 2,
    hour: 14,
    minute: 0,
  });
  // Shown in the portal's date format, in the user's time zone.
  const shown = (local: string) =>
    page.evaluate(
      (l) =>
        new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(l)),
      local,
    );
  await expect(from).toHaveText(await shown(fromLocal));
  await expectNoViolations(page);

  await next(page);
  await expectStep(page, REQUEST, 3, 3, "Attachments");
  await next(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/app\/requestsuccess\?workflow=REQUEST&number=/);
  const number = new URL(page.url()).searchParams.get("number")!;
  const [row] = (await searchRows(page, "request", { column: "created_at", direction: "desc" })).filter(
    (r) => r.request_number === number,
  );
  const record = await readRecord(page, "request", "service_requests", Number(row!.id));
  // The instants the browser's datetime-local value gave before: local time, stored in UTC.
  const iso = (local: string) => page.evaluate((l) => new Date(l).toISOString(), local);
  expect(new Date(String(record.preferred_from)).toISOString()).toBe(await iso(fromLocal));
  expect(new Date(String(record.preferred_to)).toISOString()).toBe(await iso(toLocal));
});

test("the asset picker lists only the chosen site's assets; another site clears the asset", async ({
  page,
}) => {
  const { site, asset, otherSite, otherSiteAssets } = await siteWithAsset(page);
  await page.goto("/app/service?workflow=REQUEST");
  await expectStep(page, REQUEST, 1, 3, "Site and Asset");
  const chooseAsset = page.getByRole("button", { name: "Choose Asset", exact: true });
  await expect(chooseAsset).toBeDisabled();
  await expect(page.getByText("Choose the site first")).toBeVisible();
  // (axe runs here, not over the picker: its fade-in trips color-contrast halfway through.)
  await expectNoViolations(page);

  await pickLookup(page, "Site", site);
  await pickLookup(page, "Asset", asset);
  const assetBox = page.getByRole("textbox", { name: "Asset", exact: true });
  await expect(assetBox).toHaveValue(asset);

  // Another site: the asset of the first one is dropped and not offered again.
  await pickLookup(page, "Site", otherSite);
  await expect(assetBox).toHaveValue("");
  await chooseAsset.click();
  const dialog = page.getByRole("dialog", { name: "Choose Asset" });
  const options = dialog.getByRole("option");
  if (otherSiteAssets === 0) await expect(dialog.getByText("No matching entries.")).toBeVisible();
  else await expect(options.first()).toBeVisible();
  await expect(options).toHaveCount(Math.min(otherSiteAssets, 10));
  await expect(dialog.getByText(`Page 1 of ${Math.max(1, Math.ceil(otherSiteAssets / 10))}`)).toBeVisible();
  await expect(dialog.getByRole("option", { name: new RegExp(`^${asset}\\b`) })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("an asset no longer at the run's site is refused at submission; its link leads back to the step to fix it", async ({
  page,
}) => {
  acceptLeavePrompts(page);
  const { site, asset, otherSite, otherSiteId } = await siteWithAsset(page);
  await page.goto("/app/service?workflow=REQUEST");
  await expectStep(page, REQUEST, 1, 3, "Site and Asset");
  await pickLookup(page, "Site", site);
  await pickLookup(page, "Asset", asset);
  await next(page);
  await expectStep(page, REQUEST, 2, 3, "Problem Details");
  await pickCode(page, "Problem", /.+/);
  await page.getByRole("textbox", { name: "Description" }).fill("Wrong asset on purpose");
  await next(page);
  await expectStep(page, REQUEST, 3, 3, "Attachments");
  await next(page);

  await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
  await moveStoredRunToSite(page, otherSiteId, otherSite);
  await page.reload();
  await page.getByRole("button", { name: "Submit" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Not submitted" });
  await expect(refusal).toContainText(/Asset: asset \d+ is not at site \d+/);
  await expectNoViolations(page);
  await refusal.getByRole("link", { name: "Change it in step 1" }).click();
  await expectStep(page, REQUEST, 1, 3, "Site and Asset");
  await expect(page.getByRole("textbox", { name: "Site", exact: true })).toHaveValue(otherSite);
  await pickLookup(page, "Site", site);
  // A new site drops the asset chosen for the old one; it is chosen again at the right site.
  await expect(page.getByRole("textbox", { name: "Asset", exact: true })).toHaveValue("");
  await pickLookup(page, "Asset", asset);
  await next(page);
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("Wrong asset on purpose");
  await next(page);
  await next(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/app\/requestsuccess\?workflow=REQUEST&number=/);
});

test("leaving a wizard with input asks first; staying keeps it", async ({ page }) => {
  await page.goto("/app/service?workflow=REQUEST");
  await expectStep(page, REQUEST, 1, 3, "Site and Asset");
  await pickLookup(page, "Site");
  await mainMenu(page).getByRole("link", { name: "Dashboard" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without sending?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toBeHidden();
  await expectStep(page, REQUEST, 1, 3, "Site and Asset");
  await expect(page.getByRole("textbox", { name: "Site", exact: true })).not.toHaveValue("");

  await mainMenu(page).getByRole("link", { name: "Dashboard" }).click();
  await page
    .getByRole("dialog", { name: "Leave without sending?" })
    .getByRole("button", { name: "Leave and discard" })
    .click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test("creates a return with two lines (added, edited, one removed)", async ({ page }) => {
  await page.goto("/app/rmalist/RMA");
  await page.getByRole("link", { name: "New return" }).click();
  const title = "Return (RMA)";
  await expectStep(page, title, 1, 2, "Items to Return");

  const add = page.getByRole("button", { name: "Add line to Returned Items" });
  await add.click();
  await pickLookup(page, "Product, line 1");
  await page.getByRole("textbox", { name: "Serial Number, line 1" }).fill("SN-1001");
  await page.getByRole("textbox", { name: "Quantity, line 1" }).fill("1");
  await add.click();
  await pickLookup(page, "Product, line 2");
  await page.getByRole("textbox", { name: "Quantity, line 2" }).fill("9");
  // A third line added by mistake is removed; line 2 is corrected.
  await add.click();
  await page.getByRole("textbox", { name: "Serial Number, line 3" }).fill("SN-WRONG");
  await page.getByRole("button", { name: "Remove line 3" }).click();
  await expect(page.getByRole("textbox", { name: "Serial Number, line 3" })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Quantity, line 2" }).fill("2");
  await page.getByRole("textbox", { name: "Serial Number, line 2" }).fill("SN-1002");
  await expectNoViolations(page);
  await next(page);

  await expectStep(page, title, 2, 2, "Reason for Return");
  await pickCode(page, "Reason", /.+/);
  await page.getByRole("textbox", { name: "Description" }).fill("Two units arrived damaged");
  await next(page);

  await expect(page.getByRole("heading", { level: 1, name: "Review Your Return" })).toBeVisible();
  const lines = page.getByRole("table", { name: "Returned Items" });
  await expect(lines.locator("tbody tr")).toHaveCount(2);
  await expect(lines).toContainText("SN-1001");
  await expect(lines).toContainText("SN-1002");
  await expect(lines).not.toContainText("SN-WRONG");
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page).toHaveURL(/\/app\/rmasuccess\?workflow=RMA&number=/);
  const number = new URL(page.url()).searchParams.get("number")!;
  await expect(page.getByRole("heading", { level: 1, name: `Return ${number} created` })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("link", { name: `Open return ${number}` }).click();
  await expect(page).toHaveURL(/\/app\/rmalist\/RMA\/\d+$/);
});

test("runs the custom site survey from the side bar; the survey type picks the next step", async ({
  page,
}) => {
  await page.goto("/app/dashboard");
  await mainMenu(page).getByRole("link", { name: "Site Survey" }).click();
  const title = "Site Survey";
  await expectStep(page, title, 1, 2, "Survey Site");
  await expect(page).toHaveURL(/workflow=SITE_SURVEY&screenName=SURVEY_SITE/);

  await pickLookup(page, "Site");
  await pickCode(page, "Survey Type", /indoor/i);
  await next(page);
  await expectStep(page, title, 2, 2, "Indoor Survey");
  await page.getByRole("button", { name: "Back", exact: true }).click();

  // The other branch: outdoor.
  await pickCode(page, "Survey Type", /outdoor/i);
  await next(page);
  await expectStep(page, title, 2, 2, "Outdoor Survey");
  await page
    .getByRole("textbox", { name: "Area, access and equipment to survey" })
    .fill("Roof units, ladder access");
  await next(page);

  await expect(page.getByRole("heading", { level: 1, name: "Review Your Survey Request" })).toBeVisible();
  await expect(page.getByText("Roof units, ladder access")).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/app\/requestsuccess\?workflow=SITE_SURVEY&number=/);
  await expect(stepList(page, title)).toHaveCount(0);
});
