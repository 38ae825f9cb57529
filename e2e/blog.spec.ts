import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { apiHeaders, demo, signIn } from "./support/portal";

// The blog: staff write a post (the draft survives a reload, even one whose server save failed),
// preview it and publish it; a customer then reads it. At a laptop's and a phone's width.

const WIDTHS = [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "390 px", width: 390, height: 844 },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

const saveState = (page: Page) => page.getByTestId("blog-save-state");

/** A real 1 × 1 PNG: the server sniffs an upload's type, so a few bytes of anything would not do. */
const PHOTO = {
  name: "filter-diagram.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
};

/** An <img> that has loaded (a broken one has no natural width). */
const loaded = (img: Locator) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

for (const size of WIDTHS) {
  test(`${size.name}: staff write, reload, preview and publish a post; a customer reads it`, async ({
    page: firstTab,
    browser,
  }) => {
    let page = firstTab;
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    // Leaving a page with unsaved text asks first; the test answers "leave" (the browser's own prompt).
    page.on("dialog", (dialog) => void dialog.accept());
    const title = `Filter change how-to ${size.width} ${Date.now()}`;
    await signIn(page, demo.staff.email);
    await page.goto("/app/blog");
    await page.getByRole("link", { name: "Write a post" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("textbox", { name: "Excerpt" }).fill("Change the intake filter in five minutes.");
    let body = page.getByRole("textbox", { name: "Post text" });
    await body.click();
    await page.keyboard.type("Switch the unit off before you open the cover.");
    // Only Acme's people (and editors) will read it.
    await page.getByRole("radio", { name: "Only chosen roles and companies" }).check();
    await page.getByRole("combobox", { name: "Companies" }).click();
    await page.getByRole("option", { name: "Acme Manufacturing" }).click();
    await page.keyboard.press("Escape");
    await expect(saveState(page)).toHaveText("All changes saved", { timeout: 10_000 });
    await expect(page).toHaveURL(/blogentry\?id=\d+/);
    await expectNoViolations(page);

    // The draft survives a reload: from the server…
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
    await expect(body).toContainText("Switch the unit off before you open the cover.");

    // …and from the browser when the server save fails.
    await page.route("**/api/Blog/savedraft", (route) => route.fulfill({ status: 500, body: "{}" }));
    await body.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" Wear gloves.");
    await expect(saveState(page)).toContainText("Not saved to the server yet", { timeout: 10_000 });
    // The tab is closed outright (no beforeunload or unload handler gets a last word); a new tab
    // of the same browser shares the session and opens the post.
    const draftUrl = page.url();
    const context = page.context();
    await page.close({ runBeforeUnload: false });
    page = await context.newPage();
    await page.setViewportSize({ width: size.width, height: size.height });
    page.on("dialog", (dialog) => void dialog.accept());
    await page.goto(draftUrl);
    body = page.getByRole("textbox", { name: "Post text" });
    await expect(page.getByText("Unsaved changes restored")).toBeVisible();
    // Exactly the text typed, the words the server never got included.
    await expect(body).toHaveText("Switch the unit off before you open the cover. Wear gloves.");
    await expect(saveState(page)).toHaveText("All changes saved", { timeout: 10_000 });

    // An image uploaded from the toolbar and a table, both kept by the server's allow-list.
    await body.click();
    await page.keyboard.press("Control+End");
    await page.locator('input[type="file"][aria-label="Insert image"]').setInputFiles(PHOTO);
    const image = body.getByRole("img", { name: "filter diagram" });
    await expect(image).toBeVisible();
    await expect.poll(() => loaded(image)).toBe(true);
    await page.getByRole("button", { name: "Insert table" }).click();
    // Tab moves from cell to cell, as in a spreadsheet; a header row says what each column holds.
    await page.keyboard.type("Model");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Filter");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Change every");
    await page.getByRole("button", { name: "Add row below" }).click();
    await expect(body.locator("table tr")).toHaveCount(4);
    await expect(saveState(page)).toHaveText("All changes saved", { timeout: 10_000 });
    await page.reload();
    await expect(body.getByRole("img", { name: "filter diagram" })).toBeVisible();
    await expect(body.locator("table th").first()).toHaveText("Model");

    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/blogpreview\?id=\d+/);
    const article = page.getByTestId("blog-post");
    await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(article).toContainText("Wear gloves.");
    // Images are drawn from object URLs, new on every page: the markup around them must match.
    const markup = async (p: Page) =>
      (await p.getByTestId("blog-post").getByTestId("blog-post-body").innerHTML()).replace(
        /blob:[^"]+/g,
        "blob:",
      );
    const previewed = await markup(page);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
    // The last look: what is in place and what readers may miss; publishing is still allowed.
    await page.getByRole("button", { name: "Publish" }).click();
    const check = page.getByRole("dialog", { name: "Before you publish" });
    await expect(check.getByRole("status")).toHaveText("2 things readers may miss. You can still publish.");
    await expect(check.getByTestId("blog-checks").getByRole("listitem")).toHaveText([
      "Done: a title",
      "Done: some text",
      "Done: an excerpt for the blog's cards",
      "Check: a cover image",
      "Check: tags, so readers can find it",
      "Done: a description on every image",
      "Done: words in every table header",
    ]);
    await expectNoViolations(page);
    await check.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(/blogview\/\d+/);
    await expect(page.getByTestId("blog-post").getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The preview was the post as readers get it: the same component renders the same body markup.
    expect(await markup(page)).toBe(previewed);

    // A customer finds it first in the list and reads it.
    const customerContext = await browser.newContext({
      viewport: { width: size.width, height: size.height },
    });
    const customer = await customerContext.newPage();
    await signIn(customer, demo.customer.email);
    await customer.goto("/app/blog");
    const card = customer.getByRole("article").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText("By Sam Staff");
    await expect(card).toContainText("1 min read");
    await expectNoViolations(customer);
    await expectNoSidewaysScroll(customer);
    await card.getByRole("link", { name: title }).click();
    const post = customer.getByTestId("blog-post");
    await expect(post.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const postBody = post.getByTestId("blog-post-body");
    await expect(postBody.locator("p").first()).toHaveText(
      "Switch the unit off before you open the cover. Wear gloves.",
    );
    const shown = postBody.getByRole("img", { name: "filter diagram" });
    await expect.poll(() => loaded(shown)).toBe(true);
    await expect(postBody.getByRole("columnheader", { name: "Model" })).toBeVisible();
    await expect(customer.getByRole("link", { name: "Edit post" })).toHaveCount(0);
    await expectNoViolations(customer);
    await expectNoSidewaysScroll(customer);
    await customerContext.close();
  });
}

test("blog posts show the day they were published, without a time", async ({ page }) => {
  await signIn(page, demo.customer.email);
  await page.goto("/app/blog");
  const dates = page.getByRole("article").locator("time");
  await expect(dates.first()).toBeVisible();
  const shown = await dates.allInnerTexts();
  expect(shown.length).toBeGreaterThan(1);
  for (const text of shown) expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await page.getByRole("article").first().getByRole("link").click();
  const posted = page.getByTestId("blog-post").locator("time").first();
  await expect(posted).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
});

test("390 px: a customer searches the seeded blog and filters it by tag", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.customer.email);
  await page.goto("/app/blog");
  await page.getByRole("textbox", { name: "Search posts" }).fill("RMA steps");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Returning a faulty part");
  await page.getByRole("textbox", { name: "Search posts" }).fill("");
  await page.getByRole("group", { name: "Filter by tag" }).getByText("Release notes (1)").click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Release notes: saved views");
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
  await cards.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2, name: "Export CSV" })).toBeVisible();
  await expectNoViolations(page);
});

test("1280 px: staff restore an older version into the editor and take a post off the blog", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.staff.email);
  const headers = await apiHeaders(page);
  const call = async (path: string, data: object) => {
    const res = await page.request.post(path, { headers, data });
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()) as { id: number };
  };
  const title = `Valve service intervals ${Date.now()}`;
  const { id } = await call("/api/Blog/savedraft", { title, bodyHtml: "<p>First words</p>" });
  await call("/api/Blog/publish", { id });
  await call("/api/Blog/savedraft", { id, title, bodyHtml: "<p>Second words</p>" });
  await call("/api/Blog/publish", { id });

  await page.goto(`/app/blogentry?id=${id}`);
  const history = page.getByRole("region", { name: "Published versions" });
  await expect(history.getByText("Live")).toBeVisible();
  // What version 2 changed, word by word, and how it differs from the working copy.
  await history.getByRole("button", { name: "Compare version 2" }).click();
  const diff = page.getByRole("dialog", { name: "What changed in version 2" });
  await expect(diff.locator("del")).toHaveText("removed: First");
  await expect(diff.locator("ins")).toHaveText("added: Second");
  await expectNoViolations(page);
  await diff.locator("label", { hasText: "The working copy" }).click();
  await expect(diff.getByRole("radio", { name: "The working copy" })).toBeChecked();
  await expect(diff.getByText("No difference in the title or the text.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(diff).toBeHidden();
  await history.getByRole("button", { name: "Restore version 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Restore this version?" });
  await expectNoViolations(page);
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByRole("textbox", { name: "Post text" })).toHaveText("First words");
  await expect(history.getByRole("button", { name: /Restore version/ })).toHaveCount(2);

  // Readers keep the live version until the next publish; a forum topic on the subject is linked under it.
  // The page load renewed the XSRF token: ask for the current one.
  const current = await apiHeaders(page);
  const categories = await page.request.get("/api/Forum/categories", { headers: current });
  const categoryId = ((await categories.json()) as { categories: { id: number }[] }).categories[0]!.id;
  const topic = await page.request.post("/api/Forum/createtopic", {
    headers: current,
    data: { categoryId, title: `How often do valve service intervals apply?`, bodyHtml: "<p>Question</p>" },
  });
  expect(topic.ok(), await topic.text()).toBeTruthy();
  await page.goto(`/app/blogview/${id}`);
  await expect(page.getByTestId("blog-post-body")).toHaveText("Second words");
  const related = page.getByRole("region", { name: "Related forum topics" });
  await related.getByRole("link", { name: "How often do valve service intervals apply?" }).first().click();
  await expect(page).toHaveURL(/\/app\/forumconvo\/\d+/);
  await page.goBack();

  await page.goto(`/app/blogentry?id=${id}`);
  await history.getByRole("button", { name: "Unpublish" }).click();
  await page
    .getByRole("dialog", { name: "Take this post off the blog?" })
    .getByRole("button", { name: "Unpublish" })
    .click();
  await expect(history.getByText("Live")).toHaveCount(0);
  await page.goto(`/app/blogview/${id}`);
  await expect(page.getByText("This post could not be opened")).toBeVisible();
});
