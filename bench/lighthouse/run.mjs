// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on the built portal in the
// system Chromium: sign-in, then, signed in as the demo customer, dashboard, request list and a
// request's page. Prints performance, TBT, CLS, LCP and accessibility per page; asserts nothing.
// Lighthouse lives in this folder's own node_modules (see package.json); it is installed on first use.
// Run it on an otherwise idle machine: simulated throttling still scales with the CPU's speed.
import { cpuBlockingTime, firstRequestUrl, median, openSession, signIn } from "./session.mjs";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const session = await openSession("bench:lighthouse");
const { base } = session;

/** One audit's figures: performance, TBT (wall and CPU), CLS, LCP, accessibility and what failed. */
async function audit(url) {
  const result = await session.audit(url, { onlyCategories: ["performance", "accessibility"] });
  const { categories, audits } = result.lhr;
  version = result.lhr.lighthouseVersion;
  return {
    performance: Math.round(categories.performance.score * 100),
    tbt: audits["total-blocking-time"].numericValue,
    cpuTbt: cpuBlockingTime(result.artifacts?.Trace),
    cls: audits["cumulative-layout-shift"].numericValue,
    lcp: audits["largest-contentful-paint"].numericValue,
    accessibility: Math.round(categories.accessibility.score * 100),
    failing: categories.accessibility.auditRefs.filter((r) => audits[r.id]?.score === 0).map((r) => r.id),
    shifted: (audits["layout-shifts"]?.details?.items ?? [])
      .map((item) => item.node?.selector)
      .filter(Boolean),
  };
}

let version = "";

/** Median figures of `runs` audits of one page; `signedOut` clears the session before each. */
async function measure(page, name, url, signedOut = false) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    if (signedOut) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    results.push(await audit(url));
  }
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    page: name,
    performance: pick("performance"),
    tbt: pick("tbt"),
    cpuTbt: pick("cpuTbt"),
    cls: pick("cls"),
    lcp: pick("lcp"),
    accessibility: pick("accessibility"),
    failing: [...new Set(results.flatMap((r) => r.failing))],
    shifted: [...new Set(results.flatMap((r) => r.shifted))],
  };
}

try {
  const { page } = session;
  await page.goto(`${base}/signin`, { waitUntil: "networkidle0" });
  const rows = [await measure(page, "sign-in", `${base}/signin`, true)];
  await signIn(page, base);
  const detail = await firstRequestUrl(page, base);
  rows.push(await measure(page, "dashboard", `${base}/app/dashboard`));
  rows.push(await measure(page, "request list", `${base}/app/list/request`));
  rows.push(await measure(page, "request detail", detail));

  console.log(`\nLighthouse ${version} mobile, simulated throttling; median of ${runs} runs\n`);
  console.log("page             perf  TBT ms  CPU TBT     CLS  LCP ms  a11y");
  for (const r of rows) {
    const cells = [
      String(r.performance).padStart(4),
      r.tbt.toFixed(0).padStart(7),
      r.cpuTbt.toFixed(0).padStart(8),
      r.cls.toFixed(3).padStart(7),
      r.lcp.toFixed(0).padStart(7),
      String(r.accessibility).padStart(5),
    ];
    console.log(`${r.page.padEnd(16)} ${cells.join(" ")}`);
  }
  console.log("\nCPU TBT: TBT summed over each task's own CPU time, not its wall time (cpuBlockingTime).");
  const a11y = rows.filter((r) => r.failing.length > 0);
  for (const r of a11y) console.log(`\naccessibility audits failing on ${r.page}: ${r.failing.join(", ")}`);
  for (const r of rows.filter((row) => row.cls > 0.05 && row.shifted.length > 0))
    console.log(`\nlayout shifts on ${r.page}: ${r.shifted.slice(0, 5).join(" | ")}`);
} finally {
  await session.close();
}
