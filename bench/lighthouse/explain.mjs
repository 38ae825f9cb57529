// `npm run bench:lighthouse:explain -- [page…]`: where one Lighthouse run of a page spends its time
// (mobile, simulated throttling, the system Chromium): the metrics, Lighthouse's benchmark index of
// this machine, script boot-up per file, the long tasks, the main-thread breakdown, the LCP element
// and the request waterfall. Pages: `signin`, `detail` (a request's page) or an /app path
// (`dashboard`, `list/request`, …);
// signed-in pages as the demo customer. Prints; asserts nothing. Complements run.mjs's table.
/* global document, location -- page.waitForFunction runs in the page */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/lib/chromium.mjs";
import { runOrExit } from "../../scripts/lib/run.mjs";
import { DEMO_CUSTOMER, startPortal, TLS_CHROMIUM_ARGS } from "../lib/portal-server.mjs";

/** HTTPS with HTTP/2, as a production portal is served; BENCH_HTTP1=1 measures plain HTTP/1.1. */
const tls = process.env.BENCH_HTTP1 !== "1";
const here = fileURLToPath(new URL(".", import.meta.url));
const executablePath = findChromium();
if (!executablePath) {
  console.error(
    "bench:lighthouse:explain needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)",
  );
  process.exit(1);
}
if (!existsSync(`${here}node_modules/lighthouse`))
  await runOrExit("npm", ["install", "--no-audit", "--no-fund"], { cwd: here });
const { default: lighthouse } = await import("lighthouse");
const puppeteer = await import("puppeteer-core");

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["signin", "dashboard"];
const { base, stop } = await startPortal({ tls });
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: [...CHROMIUM_ARGS, ...(tls ? TLS_CHROMIUM_ARGS : [])],
});
const page = await browser.newPage();
const short = (url) => (url ?? "").replace(base, "");

async function explain(url) {
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const result = await lighthouse(
    url,
    { logLevel: "error", output: "json", onlyCategories: ["performance"], disableStorageReset: true },
    undefined,
    page,
  );
  const { audits, categories, environment, runtimeError } = result.lhr;
  console.log(`\n== ${short(url)}: performance ${Math.round(categories.performance.score * 100)}`);
  if (runtimeError) console.log("runtime error:", runtimeError.message);
  console.log(`benchmark index of this machine: ${environment.benchmarkIndex}`);
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "speed-index",
    "total-blocking-time",
  ])
    console.log(`${id.padEnd(26)} ${Math.round(audits[id].numericValue)} ms`);
  console.log("\nscript boot-up (total / evaluation / parse+compile ms):");
  for (const i of audits["bootup-time"].details?.items.slice(0, 10) ?? [])
    console.log(
      `  ${[i.total, i.scripting, i.scriptParseCompile].map((n) => String(Math.round(n)).padStart(5)).join(" ")}  ${short(i.url)}`,
    );
  console.log("\nlong tasks (start, duration ms):");
  for (const i of audits["long-tasks"].details?.items.slice(0, 12) ?? [])
    console.log(
      `  ${String(Math.round(i.startTime)).padStart(5)} ${String(Math.round(i.duration)).padStart(5)}  ${short(i.url)}`,
    );
  console.log("\nmain thread (ms):");
  for (const i of audits["mainthread-work-breakdown"].details?.items ?? [])
    console.log(`  ${String(Math.round(i.duration)).padStart(5)}  ${i.groupLabel}`);
  const lcp = audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log(`\nLCP element: ${lcp ?? "(none)"}`);
  const requests = audits["network-requests"].details?.items ?? [];
  console.log(`\nrequests (${requests.length}; observed start-end ms, not simulated):`);
  for (const r of requests)
    console.log(
      `  ${String(Math.round(r.networkRequestTime)).padStart(5)}-${String(Math.round(r.networkEndTime)).padEnd(5)} ${short(r.url)}`,
    );
}

/** `detail`: the first request the customer's list links to. */
async function firstRequestUrl() {
  await page.goto(`${base}/app/list/request`, { waitUntil: "networkidle0" });
  const href = await page.waitForFunction(() =>
    [...document.querySelectorAll("a[href]")]
      .map((a) => a.href)
      .find((h) => /\/app\/list\/request\/[^/?#]+$/.test(h)),
  );
  return href.jsonValue();
}

try {
  await page.goto(`${base}/signin`, { waitUntil: "networkidle0" });
  if (pages.includes("signin")) {
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await explain(`${base}/signin`);
  }
  const signedIn = pages.filter((p) => p !== "signin");
  if (signedIn.length > 0) {
    await page.goto(`${base}/signin`, { waitUntil: "networkidle0" });
    await page.locator("input[autocomplete=username]").fill(DEMO_CUSTOMER.login);
    await page.locator("input[autocomplete=current-password]").fill(DEMO_CUSTOMER.password);
    await Promise.all([page.waitForNavigation({ waitUntil: "networkidle0" }), page.keyboard.press("Enter")]);
    await page.waitForFunction(() => location.pathname.endsWith("/app/dashboard"));
    await page.goto(`${base}/app/dashboard`, { waitUntil: "networkidle0" });
    for (const p of signedIn) await explain(p === "detail" ? await firstRequestUrl() : `${base}/app/${p}`);
  }
} finally {
  await browser.close();
  stop();
}
