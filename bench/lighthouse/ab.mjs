// `npm run bench:lighthouse:ab -- [page…]`: Lighthouse itself (mobile, simulated throttling, h2)
// on two builds of the web app, alternating run by run, for telling a change from Lighthouse's
// noise in the figure the issue sets (run.mjs's runs of one build move by ±4 points, and two
// run.mjs calls minutes apart meet a different machine). Each build has its own portal and its own
// signed-in tab; the runs go base, this, this, base, … so both meet the same moments. Prints per
// page and build the medians of performance, TBT, CPU TBT (see session.mjs) and LCP, and how many
// runs scored 95 or more. Asserts nothing.
//   BASE_DIST=/tmp/dist-old BENCH_SKIP_BUILD=1 npm run bench:lighthouse:ab -- list/request detail
// Pages as explain.mjs (`dashboard`, `detail`, an /app path; default: the three signed-in pages of
// run.mjs); LIGHTHOUSE_RUNS per build and page (default 6).
import {
  auditPage,
  buildsToCompare,
  cpuBlockingTime,
  launchBrowser,
  median,
  pageUrl,
  startComparedBuilds,
} from "./session.mjs";

const targets = process.argv.length > 2 ? process.argv.slice(2) : ["dashboard", "list/request", "detail"];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 6);
const builds = buildsToCompare("ab.mjs");

const browser = await launchBrowser("bench:lighthouse:ab", { tls: true });
const { default: lighthouse } = await import("lighthouse");

/** One Lighthouse run in the build's signed-in tab, with a cold HTTP cache (as session.mjs's). */
async function audit(build, url) {
  const { lhr, artifacts } = await auditPage(lighthouse, build.page, url, {
    onlyCategories: ["performance"],
  });
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cpuTbt: cpuBlockingTime(artifacts?.Trace),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
  };
}

try {
  await startComparedBuilds(browser, builds);
  console.log(`\nLighthouse mobile, h2; medians of ${runs} runs per build, alternating\n`);
  console.log("page            build  perf  TBT ms  CPU TBT  LCP ms  runs ≥ 95");
  for (const target of targets) {
    for (const build of builds) {
      build.url = await pageUrl(build.page, build.base, target);
      build.results = [];
    }
    for (let i = 0; i < runs; i += 1)
      for (const build of i % 2 ? [...builds].reverse() : builds)
        build.results.push(await audit(build, build.url));
    for (const { name, results } of builds) {
      const m = (key, width) =>
        median(results.map((r) => r[key]))
          .toFixed(0)
          .padStart(width);
      const passing = results.filter((r) => r.performance >= 95).length;
      console.log(
        `${target.padEnd(15)} ${name.padEnd(5)} ${m("performance", 5)} ${m("tbt", 7)} ${m("cpuTbt", 8)} ${m("lcp", 7)}  ${passing}/${runs}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const build of builds) build.stop?.();
}
