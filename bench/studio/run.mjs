// `npm run bench:studio`: how fast the studio answers an edit on a large screen. Builds the portal
// (unless BENCH_SKIP_BUILD=1), serves it on a fresh embedded database, signs in as the demo
// designer, stores a copy of the request screen grown to BENCH_STUDIO_ITEMS items (default 300)
// and opens it in the Metadata Editor. Then it times, in the system Chromium:
// - keystroke → next paint: one character typed into the JSON (BENCH_STUDIO_KEYS of them);
// - undo → next paint: the kernel's Undo button, which rewrites the whole text from the document;
// - the longest main-thread task while the edits are checked (lint with the kind's zod format and
//   the kernel taking the parsed document), which is what could delay the next keystroke's paint.
// Prints median, p95 and max; asserts nothing.
/* global window, document, requestAnimationFrame -- evaluate() callbacks run in the page */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/lib/chromium.mjs";
import { startPortal } from "../lib/portal-server.mjs";

const ITEMS = Number(process.env.BENCH_STUDIO_ITEMS ?? 300);
const KEYS = Number(process.env.BENCH_STUDIO_KEYS ?? 40);
const UNDO_STEPS = 10;
const DESIGNER = { login: "designer@demo.test", password: "Demo!2026" };
const NAME = `bench${ITEMS}`;

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
};

const executablePath = findChromium();
if (!executablePath) {
  console.error("bench:studio needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)");
  process.exit(1);
}

/** The request screen with its first section grown to `items` field items (new ids, same shape). */
function growScreen(screen, items) {
  const doc = structuredClone(screen);
  doc.name = NAME;
  const section = doc.sections.find((s) => s.items?.some((i) => i.kind === "field")) ?? doc.sections[0];
  const field = section.items.find((i) => i.kind === "field");
  const others = doc.sections.reduce((n, s) => n + (s.items?.length ?? 0), 0);
  for (let i = 0; others + i < items; i += 1) section.items.push({ ...field, id: `benchItem${i}` });
  return doc;
}

/** Stores the grown screen through the spec's editmetadatajson, as the designer in the page. */
async function storeScreen(page, items) {
  const screen = await page.evaluate(async () => {
    const auth = decodeURIComponent(document.cookie.match(/(?:^|; )ahid=([^;]*)/)?.[1] ?? "");
    const res = await fetch("/api/Metadata/documents/screen/request", { headers: { Authorization: auth } });
    return (await res.json()).document;
  });
  const grown = growScreen(screen, items);
  const status = await page.evaluate(async (metadata) => {
    const cookie = (name) =>
      decodeURIComponent(document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1] ?? "");
    const res = await fetch("/api/Metadata/editmetadatajson", {
      method: "POST",
      headers: {
        Authorization: cookie("ahid"),
        "X-XSRF-TOKEN": cookie("XSRF-TOKEN"),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ metadata: JSON.stringify(metadata), comment: "bench" }),
    });
    return `${res.status} ${res.ok ? "" : await res.text()}`;
  }, grown);
  if (!status.startsWith("200")) throw new Error(`editmetadatajson: ${status}`);
  return grown.sections.reduce((n, s) => n + (s.items?.length ?? 0), 0);
}

/** Installs the page's probes: the time from an input event to the paint after it, and long tasks. */
const installProbes = (page) =>
  page.evaluate(() => {
    const w = window;
    w.__paints = [];
    w.__tasks = [];
    const afterPaint = (start) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => w.__paints.push(performance.now() - start);
        channel.port2.postMessage(0);
      });
    for (const type of ["keydown", "click"])
      document.addEventListener(type, (event) => afterPaint(event.timeStamp), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: false });
  });

const take = (page) =>
  page.evaluate(() => {
    const taken = { paints: window.__paints, tasks: window.__tasks };
    window.__paints = [];
    window.__tasks = [];
    return taken;
  });

const { base, stop } = await startPortal();
try {
  const context = await chromium.launchPersistentContext(
    mkdtempSync(path.join(tmpdir(), "fsm-bench-studio-")),
    {
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 900 },
    },
  );
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/signin`);
  await page.getByLabel("Email or User ID").fill(DESIGNER.login);
  await page.getByLabel("Password", { exact: true }).fill(DESIGNER.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/app\//);
  const count = await storeScreen(page, ITEMS);

  await page.goto(`${base}/app/uidesigner/metadataeditor?kind=screen&name=${NAME}`);
  const code = page.getByRole("textbox", { name: `JSON of ${NAME}` });
  await code.waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2_000);
  await installProbes(page);

  // Type inside an added item's id, one key at a time, at a typist's pace (the search selects the
  // id with its quotes: the cursor goes back one to stay inside the string).
  await code.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Control+f");
  await page
    .getByRole("textbox", { name: "Find", exact: true })
    .fill(`"benchItem${Math.floor((ITEMS - 60) / 2)}"`);
  await page.keyboard.press("End"); // the search panel takes its query on a key release
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  for (let i = 0; i < KEYS; i += 1) {
    await page.keyboard.type(String(i % 10));
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(2_500);
  const typing = await take(page);

  // Undo steps: separate edits (a pause longer than the merge window after each), then undone
  // one by one with the kernel's Undo button, which rewrites the whole text from the document.
  for (let i = 0; i < UNDO_STEPS; i += 1) {
    await code.focus();
    await page.keyboard.type("x");
    await page.waitForTimeout(1_600);
  }
  await take(page);
  const undo = page.getByRole("button", { name: "Undo", exact: true });
  const undoPaints = [];
  for (let i = 0; i < UNDO_STEPS && (await undo.isEnabled()); i += 1) {
    await undo.click();
    await page.waitForTimeout(600);
    undoPaints.push(...(await take(page)).paints);
  }
  const version = context.browser()?.version() ?? "";
  await context.close();

  const ms = (v) => `${(v ?? 0).toFixed(1)} ms`.padStart(11);
  const row = (name, s) =>
    `${name.padEnd(28)}${String(s.n).padStart(5)}${ms(s.median)}${ms(s.p95)}${ms(s.max)}`;
  console.log(`\nMetadata Editor, a ${count}-item screen, 1280×900, Chromium ${version}\n`);
  console.log(
    `${"".padEnd(28)}${"n".padStart(5)}${"median".padStart(11)}${"p95".padStart(11)}${"max".padStart(11)}`,
  );
  console.log(row("keystroke → next paint", stats(typing.paints)));
  console.log(row("undo (kernel) → next paint", stats(undoPaints)));
  console.log(row("long tasks while typing", stats(typing.tasks.length ? typing.tasks : [0])));
  console.log("\ngoal (issue 27): an edit to the editor's next paint < 50 ms on this machine class");
} finally {
  stop();
}
