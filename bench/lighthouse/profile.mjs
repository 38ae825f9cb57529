// `npm run bench:lighthouse:profile -- [page]`: which source functions a page's long main-thread
// tasks run, from one Lighthouse run (mobile, simulated throttling, the system Chromium) with
// V8's sampling profiler in its trace. Build the web app with source maps first:
//   (cd apps/web && npx vite build --sourcemap --outDir /tmp/distmap)
//   WEB_DIST=/tmp/distmap BENCH_SKIP_BUILD=1 npm run bench:lighthouse:profile -- detail
// Pages as explain.mjs: `dashboard`, `detail` (a request's page) or an /app path. For each task
// longer than MIN_TASK ms (observed, default 12: Lighthouse multiplies by 4 and blocks above 50),
// the TOP (default 12) functions of the app, Mantine, TanStack Query, React Router or zod on the
// sampled stacks, nearest first; INCL=1 counts every such frame of a stack (inclusive). The
// profiler slows the page down: compare tasks with each other, not with run.mjs's figures.
// Prints; asserts nothing.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openSession, pageUrl, signIn } from "./session.mjs";
import { sourceMapper } from "./source-maps.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const session = await openSession("bench:lighthouse:profile");

const target = process.argv[2] ?? "dashboard";
const minTaskMs = Number(process.env.MIN_TASK ?? 12);
const top = Number(process.env.TOP ?? 12);
const inclusive = process.env.INCL === "1";
const webDist = path.resolve(process.env.WEB_DIST ?? `${here}../../apps/web/dist`);
// Tested on the name originalName gives, whose node_modules/ prefix is already cut.
const OWN_CODE = /apps\/web\/src|^@mantine|^@tanstack|^react-router|^zod/;

/** One Lighthouse run of the page as the demo customer; its trace with the profiler's samples. */
async function tracePage() {
  const { base, page } = session;
  try {
    await signIn(page, base);
    const url = await pageUrl(page, base, target);
    const result = await session.audit(url, {
      onlyCategories: ["performance"],
      additionalTraceCategories: "disabled-by-default-v8.cpu_profiler",
    });
    const { audits, categories } = result.lhr;
    console.log(
      `${url.replace(base, "")}: performance ${Math.round(categories.performance.score * 100)}, TBT ${Math.round(audits["total-blocking-time"].numericValue)} ms (with the profiler running)`,
    );
    return result.artifacts.Trace.traceEvents;
  } finally {
    await session.close();
  }
}

const sourceOf = sourceMapper(webDist);
/** A frame's source and function name, without the node_modules/ prefix (null without a map). */
async function originalName(url, line, column) {
  const position = await sourceOf(url, line, column);
  if (!position) return null;
  return `${position.source.replace(/^.*node_modules\//, "")} ${position.name ?? ""}`.trim();
}

const events = await tracePage();
// The page's renderer: the process whose profiler sent the most samples.
const chunksByPid = new Map();
for (const e of events)
  if (e.name === "ProfileChunk") chunksByPid.set(e.pid, (chunksByPid.get(e.pid) ?? 0) + 1);
const pid = [...chunksByPid].sort((a, b) => b[1] - a[1])[0]?.[0];
const mainTid = events.find(
  (e) => e.pid === pid && e.name === "thread_name" && e.args?.name === "CrRendererMain",
)?.tid;

const nodes = new Map();
const samples = [];
let time = 0;
for (const e of events) {
  if (e.pid !== pid) continue;
  if (e.name === "Profile") time = e.args.data.startTime;
  if (e.name !== "ProfileChunk") continue;
  const profile = e.args.data.cpuProfile ?? {};
  for (const node of profile.nodes ?? []) nodes.set(node.id, node);
  const deltas = e.args.data.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    time += deltas[i];
    samples.push({ ts: time, id });
  });
}

/** The app's functions on a sample's stack, nearest first; a built-in or unmapped frame by itself. */
async function framesOf(id) {
  const names = [];
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
    const frame = node.callFrame ?? {};
    if (!frame.url?.includes("/assets/")) continue;
    const name = await originalName(frame.url, frame.lineNumber, frame.columnNumber);
    if (name && OWN_CODE.test(name)) names.push(name);
  }
  if (names.length > 0) return inclusive ? [...new Set(names)] : [names[0]];
  const self = nodes.get(id)?.callFrame ?? {};
  return [`(${self.functionName || "top level"} ${(self.url ?? "").replace(/^.*\//, "")})`];
}

const start = events.find((e) => e.pid === pid && e.name === "navigationStart")?.ts ?? 0;
const tasks = events
  .filter((e) => e.pid === pid && e.tid === mainTid && e.name === "RunTask" && e.dur > minTaskMs * 1000)
  .sort((a, b) => a.ts - b.ts);
for (const task of tasks) {
  const counts = new Map();
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
  for (const sample of inTask)
    for (const name of await framesOf(sample.id)) counts.set(name, (counts.get(name) ?? 0) + 1);
  console.log(
    `\ntask at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(task.dur / 1000)} ms wall, ${Math.round((task.tdur ?? 0) / 1000)} ms CPU, ${inTask.length} samples`,
  );
  for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${String(count).padStart(4)}  ${name}`);
}
