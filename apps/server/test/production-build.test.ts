import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ApiPath, XSRF_COOKIE } from "@fsm/contracts";
import { afterAll, describe, expect, it } from "vitest";

const serverRoot = resolve(import.meta.dirname, "..");
const repoRoot = resolve(serverRoot, "../..");

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/**
 * The production path end to end: esbuild bundle, `node apps/server/dist/main.js` from the repo root
 * on a fresh DATA_DIR (migrations found from the bundle, demo data seeded), a real HTTP sign-in,
 * then a graceful SIGTERM.
 */
describe("production bundle", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "fsm-prod-data-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("builds, starts on a fresh data directory, signs in over HTTP and shuts down cleanly", async () => {
    const build = spawnSync(process.execPath, ["build.mjs"], { cwd: serverRoot, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);

    const port = await freePort();
    const child = spawn(process.execPath, [join(serverRoot, "dist", "main.js")], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        WEB_DIST: join(dataDir, "no-web"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
    try {
      await expect.poll(() => out, { timeout: 45_000, interval: 200 }).toContain("Demo accounts");
      expect(out).toContain(`fsm-portal ready at http://127.0.0.1:${port}/signin`);
      // Where to find the demo password, never the password itself: start-up output ends up in logs.
      expect(out).toContain('README.md, "Demo accounts"');
      expect(out).not.toContain("Demo!2026");
      for (const account of [
        "customer@demo.test",
        "customer2@demo.test",
        "staff@demo.test",
        "designer@demo.test",
      ]) {
        expect(out).toContain(account);
      }

      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}${ApiPath.health}`)).json()).toEqual({ status: "ok" });
      const config = await fetch(`${base}${ApiPath.getConfigData}`);
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(config.headers.get("set-cookie") ?? "")![1]!;
      const login = await fetch(`${base}${ApiPath.performLogin}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: `${XSRF_COOKIE}=${xsrf}`,
          "x-xsrf-token": xsrf,
        },
        body: JSON.stringify({ userName: "designer@demo.test", password: "Demo!2026" }),
      });
      expect(login.status).toBe(200);
      expect(JSON.parse(JSON.parse(await login.text()) as string)).toHaveProperty("authHeader");
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  }, 90_000);
});
