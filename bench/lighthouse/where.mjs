// `npm run bench:lighthouse:where -- <page> [loads]`: where a page's main-thread time goes, by
// library and by the app's folders, over many loads (cold cache, CPU 4× slower, as compare.mjs):
// V8's sampling profiler's self time per sample, mapped through the build's source maps. What
// Lighthouse's blocking time is made of, without its ±5-point noise. Build with source maps first:
//   (cd apps/web && npx vite build --sourcemap --outDir /tmp/distsm)
//   WEB_DIST=/tmp/distsm BENCH_SKIP_BUILD=1 npm run bench:lighthouse:where -- detail 8
// Pages as explain.mjs. TOP (default 25) sets how many functions the second table lists. Prints;
// asserts nothing.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startPortal } from "../lib/portal-server.mjs";
import { launchBrowser, pageUrl, signIn } from "./session.mjs";
import { sourceMapper } from "./source-maps.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const target = process.argv[2] ?? "dashboard";
const loads = Number(process.argv[3] ?? 8);
const top = Number(process.env.TOP ?? 25);
const webDist = path.resolve(process.env.WEB_DIST ?? `${here}../../apps/web/dist`);

const sourceOf = sourceMapper(webDist);

/** The bucket of a source: a package (`zod`, `@mantine/core`) or an app folder two levels deep. */
function bucketOf(source) {
  const modules = source.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = source.slice(modules + 13).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const app = source.match(/(apps\/web\/src|packages\/[^/]+\/src)\/([^/]+)(\/[^/.]+)?/);
  return app ? `${app[1].replace("apps/web/src", "web")}/${app[2]}${app[3] ?? ""}` : source;
}

/** Self time (ms) per bucket and per function of one CPU profile. */
async function attribute(profile, byBucket, byFunction) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  for (const [id, ms] of self) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === "(idle)") continue;
    let bucket;
    let fn;
    const mapped = frame.url.includes("/assets/")
      ? await sourceOf(frame.url, frame.lineNumber, frame.columnNumber)
      : null;
    if (mapped) {
      bucket = bucketOf(mapped.source);
      fn = `${mapped.name ?? frame.functionName ?? "?"} (${mapped.source.replace(/^.*node_modules\//, "")})`;
    } else {
      bucket = frame.url ? "page (unmapped)" : `browser ${frame.functionName || "(native)"}`;
      fn = `${frame.functionName || "(anonymous)"} ${frame.url.replace(/^.*\//, "")}`.trim();
    }
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + ms);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
}

const browser = await launchBrowser("bench:lighthouse:where", { tls: true });
const portal = await startPortal({ port: 8284, tls: true, webDist });
try {
  const page = await (await browser.createBrowserContext()).newPage();
  await signIn(page, portal.base);
  const url = await pageUrl(page, portal.base, target);
  const cdp = await page.createCDPSession();
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  const byBucket = new Map();
  const byFunction = new Map();
  for (let i = 0; i < loads; i += 1) {
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "networkidle0" });
    await new Promise((r) => setTimeout(r, 1000));
    const { profile } = await cdp.send("Profiler.stop");
    await attribute(profile, byBucket, byFunction);
  }
  const total = [...byBucket.values()].reduce((a, b) => a + b, 0);
  const print = (title, map, count) => {
    console.log(`\n${title}\n`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(
        `${String(Math.round(ms / loads)).padStart(7)} ms ${String(Math.round((100 * ms) / total)).padStart(3)} %  ${name}`,
      );
  };
  console.log(`\n${target}: main-thread self time per load (mean of ${loads}), CPU 4× slower, cold cache`);
  console.log(`in all: ${Math.round(total / loads)} ms`);
  print("by library or app folder", byBucket, 30);
  print(`top ${top} functions`, byFunction, top);
} finally {
  await browser.close();
  portal.stop();
}
