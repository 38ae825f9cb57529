// Prints the execsearch benchmark's tables and target checks (markdown, for bench/search/README.md).
import type { EngineName } from "../../apps/server/src/db/client.js";

export type Stats = { p50: number; p95: number; p99: number; rps: number };
export type Row = {
  engine: EngineName;
  actor: string;
  name: string;
  api: Stats;
  raw: Stats;
  total: string;
  execMs: number;
  /** CPU the server process spent per answered request while the case was measured. */
  cpuMs: number;
  /** Of which in the kernel (socket reads and writes, file access): no app code can save it. */
  kernelMs: number;
};

export interface ReportSettings {
  pgRows: number;
  pgliteRows: number;
  requests: number;
  pgliteRequests: number;
  connections: number;
  actors: string[];
}

const mark = (ok: boolean) => (ok ? "✓" : "✗");
const f = (n: number) => n.toFixed(1);

export function printEngine(engine: EngineName, rows: Row[], s: ReportSettings) {
  const mine = rows.filter((r) => r.engine === engine);
  if (!mine.length) return;
  const n = engine === "PostgreSQL" ? s.pgRows : s.pgliteRows;
  console.log(
    `\n### ${engine}: ${n.toLocaleString("en")} requests, ${engine === "PGlite" ? s.pgliteRequests : s.requests} requests per case (rare text: fewer), ${s.connections} connections\n`,
  );
  console.log(
    "| actor | case | total | SQL exec ms | server CPU ms/req (kernel) | p50 ms | p95 ms | p99 ms | req/s | raw SQL req/s | api/raw ≥ 0.8 | p95 ≤ 30 ms |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|");
  for (const r of mine) {
    const ratio = r.api.rps / r.raw.rps;
    const p95 = engine === "PostgreSQL" ? mark(r.api.p95 <= 30) : "–";
    console.log(
      `| ${r.actor} | ${r.name} | ${r.total} | ${r.execMs.toFixed(2)} | ${r.cpuMs.toFixed(2)} (${r.kernelMs.toFixed(2)}) | ${f(r.api.p50)} | ${f(r.api.p95)} | ${f(r.api.p99)} | ${r.api.rps.toFixed(0)} | ${r.raw.rps.toFixed(0)} | ${ratio.toFixed(2)} ${mark(ratio >= 0.8)} | ${p95} |`,
    );
  }
  console.log("\n| actor | deep page p95 / first page p95 (≤ 1.5) |\n|---|---|");
  for (const actor of s.actors) {
    const first = mine.find((r) => r.actor === actor && r.name === "first page");
    const deep = mine.find((r) => r.actor === actor && r.name.startsWith("deep page"));
    if (first && deep) {
      const ratio = deep.api.p95 / first.api.p95;
      console.log(`| ${actor} | ${ratio.toFixed(2)} ${mark(ratio <= 1.5)} |`);
    }
  }
}

export function printCross(rows: Row[], s: ReportSettings) {
  const lite = rows.filter((r) => r.engine === "PGlite");
  if (!lite.length || !rows.some((r) => r.engine === "PostgreSQL")) return;
  console.log(
    `\n### PGlite (${s.pgliteRows.toLocaleString("en")}) p95 / PostgreSQL (${s.pgRows.toLocaleString("en")}) p95 (≤ 3)\n`,
  );
  console.log("| actor | case | PGlite p95 ms | PostgreSQL p95 ms | ratio |\n|---|---|---:|---:|---:|");
  for (const l of lite) {
    const p = rows.find((r) => r.engine === "PostgreSQL" && r.actor === l.actor && r.name === l.name);
    if (!p) continue;
    const ratio = l.api.p95 / p.api.p95;
    console.log(
      `| ${l.actor} | ${l.name} | ${f(l.api.p95)} | ${f(p.api.p95)} | ${ratio.toFixed(2)} ${mark(ratio <= 3)} |`,
    );
  }
}
