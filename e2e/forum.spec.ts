import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { firstLink, mailCount, waitForMail } from "./support/mail";
import { apiHeaders, createAccount, demo, signIn } from "./support/portal";

// The forum: a customer asks in a category (similar topics while typing, preview and back), another
// customer replies, the asker marks the solution and thanks them with a mention (which mails
// them); a flagged reply disappears for others until a moderator approves it in the review queue
// (then listed as resolved with the decision); staff turn a topic into a service request. At a
// laptop's and a phone's width, axe-clean on every forum page.

const WIDTHS = [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "390 px", width: 390, height: 844 },
] as const;

const CATEGORY = "Maintenance & troubleshooting";

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** A signed-in page of its own (another person in another browser), at the test's width. */
async function personPage(browser: Browser, size: (typeof WIDTHS)[number], email: string, password?: string) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

/** Staff set the moderation settings through the API (the review page's own call). */
async function setSettings(page: Page, settings: { flagThreshold: number; holdFirstPosts: number }) {
  const response = await page.request.post("/api/Forum/settings", {
    headers: await apiHeaders(page),
    data: settings,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

const postArticle = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

/** Writes a reply in the composer at the foot of the topic and posts it. */
async function reply(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Your reply" }).click();
  await page.keyboard.type(text);
  await page.getByRole("button", { name: "Post reply" }).click();
  await expect(postArticle(page, text)).toBeVisible();
}

let second: { email: string; password: string };

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  second = await createAccount(page, "Forum");
  // Staff: one flag hides a post, and new posters are not held (this file tests the flag path).
  await signIn(page, demo.staff.email);
  await setSettings(page, { flagThreshold: 1, holdFirstPosts: 0 });
  await context.close();
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.staff.email);
  await setSettings(page, { flagThreshold: 3, holdFirstPosts: 1 });
  await context.close();
});

/** The asker writes a topic in the category through the pages; answers its address. */
async function askQuestion(page: Page, title: string, body: string) {
  await page.goto("/app/group");
  await expect(page.getByRole("heading", { level: 1, name: "Forum" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Categories" })).toBeVisible();
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: CATEGORY }).click();
  await expect(page.getByRole("heading", { level: 1, name: CATEGORY })).toBeVisible();
  await expect(page.getByTestId("forum-topic").first()).toBeVisible();
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: "New topic" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New topic" })).toBeVisible();
  // The seeded E-204 topic is suggested while the title is typed.
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  const similar = page.getByRole("region", { name: "Similar topics and posts" });
  await expect(similar.getByRole("link", { name: /E-204/ }).first()).toBeVisible();
  const editor = page.getByRole("textbox", { name: "Your question" });
  await editor.click();
  await page.keyboard.type(body);
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);

  // The preview shows the server's text, and Back to edit loses nothing.
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/app\/forumpreview$/);
  const preview = page.getByTestId("forum-preview");
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByTestId("forum-post-body")).toHaveText(body);
  await expectNoViolations(page);
  await page.getByRole("link", { name: "Back to edit" }).click();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
  await expect(editor).toHaveText(body);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/forumconvo\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname;
}

for (const size of WIDTHS) {
  test(`${size.name}: a customer asks, another customer replies, the asker marks the solution`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    page.on("dialog", (dialog) => void dialog.accept());
    const title = `Pump P-200 error E-204 again ${size.width} ${Date.now()}`;
    await signIn(page, demo.customer.email);
    const topicPath = await askQuestion(page, title, "It stops after ten minutes with E-204.");
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);

    const other = await personPage(browser, size, second.email, second.password);
    await other.goto(topicPath);
    const answer = `Clean the intake filter, that fixed ours (${size.width}).`;
    await reply(other, answer);
    await expectNoViolations(other);
    await other.context().close();

    await page.reload();
    const answerPost = postArticle(page, answer);
    await answerPost.getByRole("button", { name: "Mark as solution" }).click();
    await expect(answerPost.getByText("Solution", { exact: true })).toBeVisible();
    await expect(page.getByText("Solved", { exact: true }).first()).toBeVisible();
    await page.getByRole("link", { name: "Go to the solution" }).click();
    await expect(answerPost).toBeFocused();
    await expectNoViolations(page);

    // The asker thanks the replier by name, by keyboard: Mention lists the topic's participants
    // and writes "@Name" at the cursor; the post shows it highlighted, and the replier gets a mail.
    const since = mailCount();
    await page.getByRole("textbox", { name: "Your reply" }).click();
    await page.keyboard.type("Thanks ");
    await page.getByRole("button", { name: "Mention someone" }).focus();
    await page.keyboard.press("Enter");
    const participant = page.getByRole("menuitem", { name: "Test Forum" });
    await expect(participant).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Casey Customer" })).toHaveCount(0);
    await page.keyboard.press("ArrowDown");
    await expect(participant).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: "Your reply" })).toBeFocused();
    await page.keyboard.type("that worked.");
    await page.getByRole("button", { name: "Post reply" }).click();
    const thanks = postArticle(page, "that worked.");
    await expect(thanks.getByTestId("forum-mention")).toHaveText("@Test Forum");
    await expectNoViolations(page);
    const mail = await waitForMail(second.email, since);
    expect(mail.subject).toBe(`Casey Customer mentioned you in "${title}"`);
    expect(firstLink(mail)).toMatch(new RegExp(`${topicPath}$`));

    await page.getByRole("link", { name: CATEGORY }).click();
    const row = page.getByTestId("forum-topic").filter({ hasText: title });
    await expect(row.getByText("Solved", { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test(`${size.name}: a flagged reply disappears until a moderator approves it; staff turn the topic into a request`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const title = `Valve V-10 leaks at the flange ${size.width} ${Date.now()}`;
    await signIn(page, demo.customer.email);
    const headers = await apiHeaders(page);
    const created = await page.request.post("/api/Forum/createtopic", {
      headers,
      data: {
        categoryId: await categoryId(page, headers),
        title,
        bodyHtml: "<p>A slow drip since Monday.</p>",
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const { topicId } = (await created.json()) as { topicId: number };

    const other = await personPage(browser, size, second.email, second.password);
    await other.goto(`/app/forumconvo/${topicId}`);
    const spam = `Cheap flanges at example.com ${size.width}`;
    await reply(other, spam);

    // The asker flags it: one flag is the threshold here, so the reply is hidden from readers…
    await page.goto(`/app/forumconvo/${topicId}`);
    await postArticle(page, spam).getByRole("button", { name: "Flag" }).click();
    const dialog = page.getByRole("dialog", { name: "Flag this post" });
    await dialog.getByRole("radio", { name: "Spam or advertising" }).check();
    await dialog.getByRole("textbox", { name: /Note for the moderators/ }).fill("An advert");
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Send flag" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(postArticle(page, spam)).toHaveCount(0);
    // …while its author still sees it, with a notice.
    await other.reload();
    await expect(postArticle(other, spam).getByText("Hidden", { exact: true })).toBeVisible();
    await other.context().close();

    // A moderator approves it in the review queue.
    const staff = await personPage(browser, size, demo.staff.email);
    await staff.goto("/app/group");
    await staff.getByRole("link", { name: /^Review queue \(\d+\)$/ }).click();
    await expect(staff.getByRole("heading", { level: 1, name: "Forum review queue" })).toBeVisible();
    const item = staff.getByTestId("forum-review-item").filter({ hasText: spam });
    await expect(item).toContainText("Spam or advertising, by Casey Customer");
    await expect(item).toContainText("An advert");
    await expectNoViolations(staff);
    await expectNoSidewaysScroll(staff);
    await item.getByRole("button", { name: "Approve" }).click();
    await expect(item).toHaveCount(0);
    // The resolved view lists it with the decision.
    await staff
      .locator("label")
      .filter({ hasText: /^Resolved$/ })
      .click();
    const decided = staff.getByTestId("forum-review-item").filter({ hasText: spam });
    await expect(decided.getByTestId("forum-review-decision")).toContainText("Approved by Sam Staff");
    await expectNoViolations(staff);
    await expectNoSidewaysScroll(staff);
    await staff.getByRole("tab", { name: "Log" }).click();
    await expect(staff.getByTestId("forum-log-entry").first()).toContainText("Approved a post");
    await expectNoViolations(staff);

    await page.reload();
    await expect(postArticle(page, spam)).toBeVisible();

    // Staff turn the question into a service request; the link opens it.
    await staff.goto(`/app/forumconvo/${topicId}`);
    await staff.getByRole("button", { name: "Create service request" }).click();
    const link = staff.getByTestId("forum-request-link");
    await expect(link).toHaveText(/^Service request \S+$/);
    await expectNoViolations(staff);
    const number = ((await link.textContent()) ?? "").replace("Service request ", "");
    await link.click();
    await expect(staff).toHaveURL(/\/app\/list\/request\/\d+$/);
    await expect(staff.getByText(number).first()).toBeVisible();
    await staff.context().close();
  });
}

/** The id of the seeded troubleshooting category, as the page's own call answers it. */
async function categoryId(page: Page, headers: Record<string, string>): Promise<number> {
  const response = await page.request.get("/api/Forum/categories", { headers });
  const { categories } = (await response.json()) as { categories: { id: number; title: string }[] };
  return categories.find((c) => c.title === CATEGORY)!.id;
}

test("390 px: an account without group access gets the no-access page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.customer2.email);
  await page.goto("/app/group");
  await expect(page.getByRole("heading", { level: 1, name: "No access to Forum" })).toBeVisible();
  await expectNoViolations(page);
});
