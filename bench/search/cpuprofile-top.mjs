// Summarises a V8 .cpuprofile (node --cpu-prof): the functions with the most self time, and self
// time per package (node_modules/<name>) or per source folder, so a profile of the bench's server
// process tells where a request's CPU goes. Usage: node bench/search/cpuprofile-top.mjs FILE [N]
import { readFileSync } from "node:fs";

const [file, top = "30"] = process.argv.slice(2);
if (!file) throw new Error("usage: cpuprofile-top.mjs FILE.cpuprofile [N]");
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
// samples[i] was taken in node samples[i] and lasted timeDeltas[i + 1] µs (the next delta).
for (let i = 0; i < profile.samples.length; i += 1) {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (url) => {
  if (!url) return "(native/V8)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return url;
  const src = /\/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+|bench\/[^/]+)/.exec(url);
  return src ? src[1] : url;
};
const fns = new Map();
const groups = new Map();
for (const [id, us] of self) {
  const { callFrame: f } = byId.get(id);
  const key = `${f.functionName || "(anonymous)"} ${where(f.url)}:${f.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const g = f.url ? where(f.url) : f.functionName || "(native)";
  groups.set(g, (groups.get(g) ?? 0) + us);
}
const pct = (us) =>
  `${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms`;
console.log(`total sampled ${(total / 1000).toFixed(0)} ms\n\nself time by package / folder:`);
for (const [k, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) console.log(pct(us), k);
console.log("\nself time by function:");
for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) console.log(pct(us), k);

// Inclusive time (self + callees) of functions of the app's own code and of a few hot libraries,
// counted once per sample even when recursive.
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map();
for (const [id, us] of self) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const { callFrame: f } = byId.get(at);
    const key = `${f.functionName || "(anonymous)"} ${where(f.url)}:${f.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
console.log("\ninclusive time, app code (apps/, packages/):");
for (const [k, us] of [...inclusive]
  .filter(([k]) => / (apps|packages)\//.test(k))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(top)))
  console.log(pct(us), k);
