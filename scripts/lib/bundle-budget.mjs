// What each route of the built web app loads, read from Vite's build manifest (no browser, no
// timing: the same build always gives the same figures). Sizes are gzip -9, as bench/bundle-size.mjs
// measures the responses Chromium really receives.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const KB = 1024;

/** The manifest (`build.manifest: true`) of a web build directory. */
export function readManifest(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8"));
}

/** Manifest keys of the chunks one chunk loads before it runs: itself and its static imports, deep. */
export function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the build manifest: ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error("the build manifest has no entry");
  return key;
}

/**
 * The chunks a route loads: the entry's closure plus each listed lazy module's. A listed module that
 * is no lazy chunk (renamed, or made eager) is an error, so the budget never measures a stale list.
 */
export function routeChunks(manifest, lazy) {
  const chunks = staticClosure(manifest, entryKey(manifest));
  for (const key of lazy) {
    if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is not a lazy chunk of this build`);
    staticClosure(manifest, key, chunks);
  }
  return chunks;
}

/** gzip -9 bytes of the JavaScript files of some chunks (CSS is not counted: the budget is JS). */
export function gzipBytes(distDir, manifest, keys) {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (file.endsWith(".js")) total += gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  }
  return total;
}

/** The area a lazy module belongs to: its feature or designer folder, else the app page itself. */
export function areaOf(key) {
  const match = /^src\/(features|designer)\/([^/]+)\//.exec(key);
  return match ? `${match[1]}/${match[2]}` : key.replace(/^src\//, "");
}

/**
 * Every check of the budgets: one row per route (all it loads) and one per lazy chunk (what it adds
 * to the signed-in shell), each with its limit. Lazy chunks the entry loads eagerly anyway (so no
 * real split) are reported as over budget too.
 */
export function checkBudgets(distDir, budgets) {
  const manifest = readManifest(distDir);
  const rows = [];
  for (const [name, route] of Object.entries(budgets.routes)) {
    const bytes = gzipBytes(distDir, manifest, routeChunks(manifest, route.lazy));
    const target = (route.targetKB ?? route.maxKB) * KB;
    rows.push({ kind: "route", name, detail: route.path, bytes, limit: route.maxKB * KB, target });
  }
  const shell = routeChunks(manifest, budgets.shell);
  const entry = staticClosure(manifest, entryKey(manifest));
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || budgets.shell.includes(key)) continue;
    const added = [...staticClosure(manifest, key)].filter((k) => !shell.has(k));
    const bytes = gzipBytes(distDir, manifest, added);
    const eager = entry.has(key);
    // A third-party library bigger than any area (MapLibre) has its own chunk and its own ceiling.
    const library = budgets.libraryChunks?.[key];
    const limit = eager ? 0 : (library?.maxKB ?? budgets.areaMaxKB) * KB;
    rows.push({
      kind: "lazy",
      name: areaOf(key),
      detail: key,
      bytes,
      limit,
      target: limit,
      note: eager ? "loaded by the entry: not split" : library ? `library chunk: ${library.library}` : "",
    });
  }
  return rows;
}

/** The rows as an aligned text table. */
export function formatBudgetTable(rows) {
  const kb = (bytes) => (bytes / KB).toFixed(1);
  const header = ["", "what", "module / route", "gzip KB", "budget KB", "target KB"];
  const lines = rows.map((r) => [
    r.bytes > r.limit ? "✖" : r.bytes > r.target ? "!" : "✓",
    r.name,
    r.detail + (r.note ? ` (${r.note})` : ""),
    kb(r.bytes),
    kb(r.limit),
    kb(r.target),
  ]);
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) =>
    cells
      .map((c, i) => (i >= 3 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [fmt(header), ...lines.map(fmt)].join("\n");
}
