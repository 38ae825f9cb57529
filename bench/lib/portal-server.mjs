// The built portal on a fresh embedded database (seeded with the demo data at start), for the
// benchmarks that drive a browser: bundle-size.mjs and lighthouse/run.mjs.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "../../scripts/lib/ensure-deps.mjs";
import { runOrExit } from "../../scripts/lib/run.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The demo customer of the seed (README "Demo accounts"). */
export const DEMO_CUSTOMER = { login: "customer@demo.test", password: "Demo!2026" };

/** Builds (unless BENCH_SKIP_BUILD=1), starts the server and waits for /api/health. */
export async function startPortal(port = Number(process.env.BENCH_PORT ?? 8282)) {
  await ensureDependencies();
  if (process.env.BENCH_SKIP_BUILD !== "1") await runOrExit("npm", ["run", "build"], { cwd: root });
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "fsm-bench-"));
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: base };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const server = spawn("node", ["apps/server/dist/main.js"], { cwd: root, env, stdio: "ignore" });
  const stop = () => {
    server.kill("SIGTERM");
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
  };
  try {
    for (let i = 0; ; i += 1) {
      if (i === 240) throw new Error("server did not start");
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
