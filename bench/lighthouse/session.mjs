// What the Lighthouse scripts (run.mjs, explain.mjs, profile.mjs) share: the system Chromium on a
// freshly started portal, Lighthouse from this folder's own node_modules, the demo customer's
// sign-in and one audit with a cold HTTP cache.
/* global document, location -- functions passed to page.evaluate/waitForFunction run in the page */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/lib/chromium.mjs";
import { runOrExit } from "../../scripts/lib/run.mjs";
import { DEMO_CUSTOMER, startPortal, TLS_CHROMIUM_ARGS } from "../lib/portal-server.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));

/**
 * The system Chromium through the puppeteer that Lighthouse brings (installed in this folder's own
 * node_modules on first use); `tls` accepts the bench portal's throw-away certificate.
 */
export async function launchBrowser(name, { tls }) {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(`${name} needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)`);
    process.exit(1);
  }
  if (!existsSync(`${here}node_modules/lighthouse`))
    await runOrExit("npm", ["install", "--no-audit", "--no-fund"], { cwd: here });
  const puppeteer = await import("puppeteer-core");
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(tls ? TLS_CHROMIUM_ARGS : [])],
  });
}

/**
 * Starts the portal and the browser, with Lighthouse. HTTPS with HTTP/2, as a production portal
 * is served; BENCH_HTTP1=1 measures plain HTTP/1.1.
 */
export async function openSession(name) {
  const tls = process.env.BENCH_HTTP1 !== "1";
  const browser = await launchBrowser(name, { tls });
  const { default: lighthouse } = await import("lighthouse");
  const { base, stop } = await startPortal({ tls });
  const page = await browser.newPage();
  return {
    base,
    page,
    /**
     * One Lighthouse navigation with a cold HTTP cache but the session kept: storage reset is off
     * (it would sign the user out), so the cache is cleared here instead.
     */
    audit: (url, settings = {}) => auditPage(lighthouse, page, url, settings),
    async close() {
      await browser.close();
      stop();
    },
  };
}

/**
 * One Lighthouse navigation of a signed-in tab with a cold HTTP cache but the session kept: storage
 * reset is off (it would sign the user out), so the cache is cleared here instead.
 */
export async function auditPage(lighthouse, page, url, settings = {}) {
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const flags = { logLevel: "error", output: "json", disableStorageReset: true, ...settings };
  return lighthouse(url, flags, undefined, page);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The two builds a comparison serves: BASE_DIST and WEB_DIST (default: this tree's build). */
export function buildsToCompare(script) {
  const builds = [
    { name: "base", dist: process.env.BASE_DIST },
    { name: "this", dist: process.env.WEB_DIST ?? path.resolve(here, "../../apps/web/dist") },
  ];
  if (!builds[0].dist) {
    console.error(`${script}: set BASE_DIST to the other build's dist folder`);
    process.exit(1);
  }
  return builds;
}

/**
 * Starts the portals of `buildsToCompare`, each on its own port with a tab in its own browser
 * context (`build.page`); `prepare` runs on each tab before the demo customer signs in.
 */
export async function startComparedBuilds(browser, builds, prepare = async () => {}) {
  for (const [i, build] of builds.entries()) {
    // One build of the server is enough (if one is made at all): the second portal shares it.
    const portal = { port: 8282 + i, tls: true, webDist: build.dist };
    Object.assign(build, await startPortal(i === 0 ? portal : { ...portal, build: false }));
    build.page = await (await browser.createBrowserContext()).newPage();
    await prepare(build.page);
    await signIn(build.page, build.base);
  }
}

/** Signs the demo customer in and waits for the dashboard. */
export async function signIn(page, base) {
  await page.goto(`${base}/signin`, { waitUntil: "networkidle0" });
  await page.locator("input[autocomplete=username]").fill(DEMO_CUSTOMER.login);
  await page.locator("input[autocomplete=current-password]").fill(DEMO_CUSTOMER.password);
  await Promise.all([page.waitForNavigation({ waitUntil: "networkidle0" }), page.keyboard.press("Enter")]);
  await page.waitForFunction(() => location.pathname.endsWith("/app/dashboard"));
}

/** The first request the customer's list links to. */
export async function firstRequestUrl(page, base) {
  await page.goto(`${base}/app/list/request`, { waitUntil: "networkidle0" });
  const href = await page.waitForFunction(
    () =>
      [...document.querySelectorAll("a[href]")]
        .map((a) => a.href)
        .find((h) => /\/app\/list\/request\/[^/?#]+$/.test(h)),
    { timeout: 30_000 },
  );
  return href.jsonValue();
}

/** A page's address: `detail` is the first request's page, anything else a path under /app. */
export const pageUrl = async (page, base, name) =>
  name === "detail" ? firstRequestUrl(page, base) : `${base}/app/${name}`;

/**
 * Lighthouse's TBT multiplies each main-thread task's wall time by 4 (simulated mobile CPU); on a
 * machine shared with other work a task's wall time includes the time it waited for a core, so
 * TBT there says as much about the neighbours as about the page. The same sum over each task's
 * own CPU time (the trace's thread duration) does not depend on them: tasks after the first
 * contentful paint, 4 × CPU time, the part above 50 ms. It reads lower than an idle machine's TBT
 * (Lighthouse also counts the page's waits inside a task) and is meant for comparing builds.
 */
export function cpuBlockingTime(trace) {
  const events = trace?.traceEvents ?? [];
  const mainThreads = new Set(
    events
      .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasksByThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name !== "RunTask" || e.ph !== "X" || !mainThreads.has(thread)) continue;
    tasksByThread.set(thread, [...(tasksByThread.get(thread) ?? []), e]);
  }
  const tasks = [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const fcp = events.find((e) => e.name === "firstContentfulPaint")?.ts ?? 0;
  return tasks
    .filter((e) => e.ts >= fcp)
    .reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? e.dur)) / 1000 - 50), 0);
}
