import { expect, test, type Page } from "@playwright/test";
import { apiHeaders, demo, signIn } from "./support/portal";

// Stored XSS (issue 13, Safety): the classic payloads go in through every field a person can write
// on the blog and the forum, and every page that shows them is opened in Chromium. Each payload,
// if it ever ran, would set window.__xss or open a dialog; neither may happen, and no link may
// carry a script URL.

const RAN = "window.__xss=(window.__xss||0)+1";
const PAYLOADS = [
  `<script>${RAN}</script>`,
  `<img src=x onerror="${RAN}">`,
  `<svg onload="${RAN}"><circle r="1"/></svg>`,
  `<a href="javascript:${RAN}">click me</a>`,
  `<a href="JaVaScRiPt:${RAN}">mixed case</a>`,
  `<iframe srcdoc="<script>parent.${RAN}</script>"></iframe>`,
  `"><script>${RAN}</script>`,
  `<details open ontoggle="${RAN}">x</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RAN}">`,
  `<p style="background:url(javascript:${RAN})">styled</p>`,
  `<object data="javascript:${RAN}"></object>`,
  `<form action="javascript:${RAN}"><button>go</button></form>`,
];
const ALL = PAYLOADS.join("\n");

/** Every dialog a page opens (alert, confirm, prompt) is noted and dismissed: none may open. */
function recordDialogs(page: Page, dialogs: string[]) {
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
}

/** A signed-in page's JSON POST that must succeed. */
async function poster(page: Page) {
  const headers = await apiHeaders(page);
  return async (path: string, data: object) => {
    const res = await page.request.post(path, { headers, data });
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()) as Record<string, number>;
  };
}

/** Nothing ran on the page, and no link, form or frame it shows points at script. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
  const scriptUrls = await page.evaluate(() =>
    Array.from(document.querySelectorAll("a[href], form[action], iframe, object, embed"))
      .map((el) => el.getAttribute("href") ?? el.getAttribute("action") ?? el.tagName)
      .filter((v) => /^\s*javascript:|IFRAME|OBJECT|EMBED/i.test(v)),
  );
  expect(scriptUrls).toEqual([]);
}

test("the classic payloads in every blog field stay inert in the list, the post and the preview", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  recordDialogs(page, dialogs);
  await signIn(page, demo.staff.email);
  const post = await poster(page);
  const marker = `XSS probe ${Date.now()}`;
  const { id } = await post("/api/Blog/savedraft", {
    title: `${marker} <script>${RAN}</script>`,
    excerpt: `<img src=x onerror="${RAN}"> ${ALL}`.slice(0, 500),
    tags: [`<svg onload=alert(1)>`, `"><img src=x onerror=alert(1)>`],
    bodyHtml: `<p>${marker}</p>${ALL}`,
  });
  await post("/api/Blog/publish", { id });

  for (const path of [`/app/blogpreview?id=${id}`, `/app/blogview/${id}`, `/app/blogentry?id=${id}`]) {
    await page.goto(path);
    await expect(page.getByText(marker).first()).toBeVisible();
    await expectInert(page);
  }
  // The harmless parts survive as text: the post still says what its author wrote.
  await page.goto(`/app/blogview/${id}`);
  await expect(page.getByTestId("blog-post-body")).toContainText("click me");

  const reader = await (await browser.newContext()).newPage();
  recordDialogs(reader, dialogs);
  await signIn(reader, demo.customer.email);
  await reader.goto(`/app/blog?search=${encodeURIComponent("XSS probe")}`);
  await expect(reader.getByRole("article").filter({ hasText: marker })).toBeVisible();
  await expectInert(reader);
  await reader.goto(`/app/blogview/${id}`);
  await expect(reader.getByTestId("blog-post-body")).toContainText(marker);
  await expectInert(reader);
  // The dashboard's feed shows the post's title and excerpt too.
  await reader.goto("/app/dashboard");
  await expect(reader.getByRole("list", { name: "Recent activity" })).toBeVisible();
  await expectInert(reader);
  expect(dialogs).toEqual([]);
});

test("the classic payloads in every forum field stay inert in the categories, topics, conversation and review queue", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  recordDialogs(page, dialogs);
  await signIn(page, demo.staff.email);
  const post = await poster(page);
  const marker = `XSS forum ${Date.now()}`;
  const category = await post("/api/Forum/savecategory", {
    title: `${marker} <svg onload=alert(1)>`.slice(0, 80),
    description: `<img src=x onerror="${RAN}"> ${PAYLOADS[0]}`.slice(0, 300),
  });
  const topic = await post("/api/Forum/createtopic", {
    categoryId: category.id,
    title: `${marker} <script>${RAN}</script>`.slice(0, 150),
    bodyHtml: `<p>${marker}</p>${ALL}`,
  });
  await post("/api/Forum/reply", { topicId: topic.topicId, bodyHtml: `<p>Staff reply</p>${ALL}` });
  await post("/api/Forum/moderate", {
    action: "pin",
    topicId: topic.topicId,
    reason: `<img src=x onerror="${RAN}">`,
  });

  // A customer replies, quoting the payload post, and flags it with a payload in the note.
  const reader = await (await browser.newContext()).newPage();
  recordDialogs(reader, dialogs);
  await signIn(reader, demo.customer.email);
  const readerPost = await poster(reader);
  await readerPost("/api/Forum/reply", {
    topicId: topic.topicId,
    quotePostId: topic.postId,
    bodyHtml: `<p>Customer reply</p>${ALL}`,
  });
  await readerPost("/api/Forum/flag", {
    postId: topic.postId,
    reason: "other",
    note: `"><script>${RAN}</script><img src=x onerror="${RAN}">`,
  });

  for (const path of [
    "/app/group",
    `/app/forumCat/${category.id}`,
    `/app/forumconvo/${topic.topicId}`,
    "/app/group/review",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectInert(page);
  }
  await page.goto(`/app/forumconvo/${topic.topicId}`);
  await expect(page.getByText(marker).first()).toBeVisible();
  await expectInert(page);

  for (const path of [`/app/forumconvo/${topic.topicId}`, `/app/forumCat/${category.id}`, "/app/dashboard"]) {
    await reader.goto(path);
    await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
    await expectInert(reader);
  }
  expect(dialogs).toEqual([]);
});
