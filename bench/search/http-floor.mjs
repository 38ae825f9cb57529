// The floor of any HTTP endpoint on this machine, to read the search bench's "api/raw" against:
// a bare fastify route answering a POST with a 25-row page like execsearch's (no session, XSRF,
// validation, SQL or serializer schema), driven like the bench (undici, 10 connections), with the
// server's CPU per request from process.cpuUsage. Usage: node bench/search/http-floor.mjs [requests]
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { Pool } from "undici";

const PORT = 3999;

if (process.argv[2] === "--serve") {
  const row = (i) => ({
    id: i,
    request_number: `BR-0${100000 + i}`,
    status: "OPEN",
    priority: "HIGH",
    description: "compressor noisy at site after service visit check overheating fan",
    site_id: 12,
    created_at: "2026-01-02T03:04:05.123Z",
    updated_at: "2026-01-02T03:04:05.123Z",
  });
  const page = {
    rows: Array.from({ length: 25 }, (_, i) => row(i)),
    total: 1000600,
    totalIsEstimate: true,
    nextCursor: "x".repeat(40),
    pageSize: 25,
  };
  const app = Fastify({ logger: false });
  app.post("/search", async () => page);
  await app.listen({ port: PORT, host: "127.0.0.1" });
  process.on("message", () => process.send({ cpu: process.cpuUsage() }));
  process.send("ready");
} else {
  const requests = Number(process.argv[2] ?? 5000);
  const server = fork(fileURLToPath(import.meta.url), ["--serve"]);
  await new Promise((resolve) => server.once("message", resolve));
  const cpu = () =>
    new Promise((resolve) => (server.once("message", (m) => resolve(m.cpu)), server.send("cpu")));
  const pool = new Pool(`http://127.0.0.1:${PORT}`, { connections: 10 });
  const body = JSON.stringify({ screenName: "request", page: 1, pageSize: 25 });
  const one = async () => {
    const res = await pool.request({
      path: "/search",
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    await res.body.text();
  };
  for (let i = 0; i < 300; i += 1) await one();
  const before = await cpu();
  const started = performance.now();
  const latencies = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (sent++ < requests) {
        const t = performance.now();
        await one();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await cpu();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.floor(latencies.length * q)].toFixed(1);
  const perRequest = (us) => (us / 1000 / requests).toFixed(3);
  console.log(
    `bare fastify, 25-row page, 10 connections: ${(requests / seconds).toFixed(0)} req/s, p50 ${at(0.5)} p95 ${at(0.95)} ms, ` +
      `server CPU ${perRequest(after.user - before.user + after.system - before.system)} ms/req (kernel ${perRequest(after.system - before.system)})`,
  );
  await pool.close();
  server.kill();
}
