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
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPortal } from "../lib/portal-server.mjs";
import { cpuBlockingTime, launchBrowser, pageUrl, signIn } from "./session.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const targets = process.argv.length > 2 ? process.argv.slice(2) : ["dashboard", "list/request", "detail"];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 6);
const builds = [
  { name: "base", dist: process.env.BASE_DIST },
  { name: "this", dist: process.env.WEB_DIST ?? path.resolve(here, "../../apps/web/dist") },
];
if (!builds[0].dist) {
  console.error("ab.mjs: set BASE_DIST to the other build's dist folder");
  process.exit(1);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await launchBrowser("bench:lighthouse:ab", { tls: true });
const { default: lighthouse } = await import("lighthouse");

/** One Lighthouse run in the build's signed-in tab, with a cold HTTP cache (as session.mjs's). */
async function audit(build, url) {
  const cdp = await build.page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const flags = {
    logLevel: "error",
    output: "json",
    disableStorageReset: true,
    onlyCategories: ["performance"],
  };
  const { lhr, artifacts } = await lighthouse(url, flags, undefined, build.page);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cpuTbt: cpuBlockingTime(artifacts?.Trace),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
  };
}

try {
  for (const [i, build] of builds.entries()) {
    // One build of the server is enough (if one is made at all): the second portal shares it.
    const portal = { port: 8282 + i, tls: true, webDist: build.dist };
    Object.assign(build, await startPortal(i === 0 ? portal : { ...portal, build: false }));
    build.page = await (await browser.createBrowserContext()).newPage();
    await signIn(build.page, build.base);
  }
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
