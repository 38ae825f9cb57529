// `npm run bench:lighthouse:explain -- [page…]`: where one Lighthouse run of a page spends its time
// (mobile, simulated throttling, the system Chromium): the metrics, Lighthouse's benchmark index of
// this machine, script boot-up per file, the long tasks, the main-thread breakdown, the LCP element
// and the request waterfall. Pages: `signin`, `detail` (a request's page) or an /app path
// (`dashboard`, `list/request`, …); signed-in pages as the demo customer. Prints; asserts
// nothing. Complements run.mjs's table.
import { openSession, pageUrl, signIn } from "./session.mjs";

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["signin", "dashboard"];
const session = await openSession("bench:lighthouse:explain");
const { base, page } = session;
const short = (url) => (url ?? "").replace(base, "");

async function explain(url) {
  const result = await session.audit(url, { onlyCategories: ["performance"] });
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

try {
  await page.goto(`${base}/signin`, { waitUntil: "networkidle0" });
  if (pages.includes("signin")) {
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await explain(`${base}/signin`);
  }
  const signedIn = pages.filter((p) => p !== "signin");
  if (signedIn.length > 0) {
    await signIn(page, base);
    for (const p of signedIn) await explain(await pageUrl(page, base, p));
  }
} finally {
  await session.close();
}
