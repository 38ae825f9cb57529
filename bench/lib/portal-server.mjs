// The built portal on a fresh embedded database (seeded with the demo data at start), for the
// benchmarks that drive a browser: bundle-size.mjs, lighthouse/ and map/.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDependencies } from "../../scripts/lib/ensure-deps.mjs";
import { runOrExit } from "../../scripts/lib/run.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The demo customer of the seed (README "Demo accounts"). */
export const DEMO_CUSTOMER = { login: "customer@demo.test", password: "Demo!2026" };

/**
 * Chromium's flag for the throw-away certificate of a `tls` portal: the browser then speaks
 * HTTP/2 to it as to any production portal behind TLS.
 */
export const TLS_CHROMIUM_ARGS = ["--ignore-certificate-errors"];

/** A self-signed certificate for 127.0.0.1 in `dir`, made with the system's openssl. */
function selfSignedCertificate(dir) {
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  return { TLS_CERT_FILE: cert, TLS_KEY_FILE: key };
}

/** Whether /api/health answers 200 (a `tls` portal's certificate is the throw-away one above). */
function healthy(base) {
  if (!base.startsWith("https:"))
    return fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  return new Promise((resolve) => {
    https
      .get(`${base}/api/health`, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on("error", () => resolve(false));
  });
}

/**
 * Builds (unless `build` is false; by default unless BENCH_SKIP_BUILD=1), starts the server and
 * waits for /api/health. With `tls` the portal serves HTTPS with HTTP/2 itself (TLS_CERT_FILE/
 * TLS_KEY_FILE), as a production one does; `webDist` serves another build of the web app.
 */
export async function startPortal({
  port = Number(process.env.BENCH_PORT ?? 8282),
  tls = false,
  webDist,
  build = process.env.BENCH_SKIP_BUILD !== "1",
} = {}) {
  await ensureDependencies();
  if (build) await runOrExit("npm", ["run", "build"], { cwd: root });
  const base = `${tls ? "https" : "http"}://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "fsm-bench-"));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    ...(webDist ? { WEB_DIST: webDist } : {}),
    ...(tls ? selfSignedCertificate(dataDir) : {}),
  };
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
      if (await healthy(base)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
