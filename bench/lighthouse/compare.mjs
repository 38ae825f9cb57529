// `npm run bench:lighthouse:compare -- <page> [loads]`: two builds of the web app side by side, for
// deciding whether a change to a page's code pays. Lighthouse's figures move by ±5 points between
// runs of one build, more than most single changes; this makes many cheaper page loads instead,
// alternating the builds so that both meet the same machine. Each build has its own portal and
// its own signed-in tab (the demo customer); each load has a cold cache and the CPU slowed 4× (as
// Lighthouse's mobile profile). Printed per build, medians: main-thread busy time and its script,
// style and layout parts, blocking time (each long task's part above 50 ms) and the largest
// contentful paint. The network is not slowed: the figures are the page's own work. Asserts nothing.
//   BASE_DIST=/tmp/dist-old BENCH_SKIP_BUILD=1 npm run bench:lighthouse:compare -- detail 16
// Pages as explain.mjs: `dashboard`, `detail` (a request's page) or an /app path. TASKS=1 prints
// each load's long tasks (start+duration ms). PHONE=1 loads them in Lighthouse's mobile viewport
// (412 × 823, touch), where a list is cards; the default is a 1280 px desktop window.
/* global window -- functions passed to page.evaluate run in the page */
import { buildsToCompare, launchBrowser, median, pageUrl, startComparedBuilds } from "./session.mjs";

const target = process.argv[2] ?? "dashboard";
const loads = Number(process.argv[3] ?? 8);
const builds = buildsToCompare("compare.mjs");

/** Collects long tasks and LCP from the start of the page (registered before any page script). */
function observePage() {
  window.__bench = { longTasks: [], lcp: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/**
 * One load of the page in the build's own tab: the tab that signed in (its browser holds the
 * session). The busy times are the document's own counters (a navigation starts them afresh).
 */
async function loadOnce(build) {
  const { page, cdp, url } = build;
  await page.goto(url, { waitUntil: "networkidle0" });
  await new Promise((r) => setTimeout(r, 1000));
  const { metrics } = await cdp.send("Performance.getMetrics");
  const ms = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const bench = await page.evaluate(() => window.__bench);
  if (process.env.TASKS === "1")
    console.log(
      build.name,
      bench.longTasks.map(([start, d]) => `${Math.round(start)}+${Math.round(d)}`).join(" "),
    );
  return {
    busy: ms("TaskDuration"),
    script: ms("ScriptDuration"),
    style: ms("RecalcStyleDuration"),
    layout: ms("LayoutDuration"),
    // Every long task, also those before the first paint: the loader in index.html paints early
    // in Lighthouse's runs, while here that paint's time varies with the stylesheet's arrival.
    tbt: bench.longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    lcp: bench.lcp,
  };
}

const browser = await launchBrowser("bench:lighthouse:compare", { tls: true });
try {
  await startComparedBuilds(browser, builds, async (page) => {
    if (process.env.PHONE === "1")
      await page.setViewport({
        width: 412,
        height: 823,
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
  });
  for (const build of builds) {
    build.url = await pageUrl(build.page, build.base, target);
    build.cdp = await build.page.createCDPSession();
    await build.cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await build.cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await build.cdp.send("Performance.enable");
    await build.page.evaluateOnNewDocument(observePage);
    build.results = [];
  }
  for (let i = 0; i < loads; i += 1)
    for (const build of i % 2 ? [...builds].reverse() : builds) build.results.push(await loadOnce(build));
  const viewport = process.env.PHONE === "1" ? "phone viewport" : "desktop window";
  console.log(
    `\n${target}: medians of ${loads} loads, ${viewport}, CPU 4× slower, cold cache, network not throttled\n`,
  );
  const columns = ["busy", "script", "style", "layout", "tbt", "lcp"];
  console.log(`build ${columns.map((c) => `${c} ms`.padStart(10)).join("")}`);
  for (const { name, results } of builds) {
    const m = (key) => String(Math.round(median(results.map((r) => r[key])))).padStart(10);
    console.log(`${name.padEnd(6)}${columns.map(m).join("")}`);
  }
} finally {
  await browser.close();
  for (const build of builds) build.stop?.();
}
