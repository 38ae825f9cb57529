import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ApiPath, ErrorCode, XSRF_COOKIE } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectBase, makeRewriteUrl } from "../src/plugins/spa.plugin.js";
import { TestClient } from "./support/client.js";
import { startTestApp, type TestApp } from "./support/harness.js";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="./assets/app-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

// Above @fastify/compress's 1 KiB threshold, as every real chunk is.
const BIG_SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];`;
// Its .br and .gz, as the web build writes them beside each file (vite.config.ts).
const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT);
const BIG_SCRIPT_GZ = gzipSync(BIG_SCRIPT, { level: 9 });

describe("serving the SPA", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "fsm-web-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), INDEX);
    writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log('app');");
    writeFileSync(join(dist, "favicon.ico"), "icon");
    writeFileSync(join(dist, "assets", "vendor-def456.js"), BIG_SCRIPT);
    writeFileSync(join(dist, "assets", "react-0a1b2c.js"), BIG_SCRIPT);
    writeFileSync(join(dist, "assets", "react-0a1b2c.js.br"), BIG_SCRIPT_BR);
    writeFileSync(join(dist, "assets", "react-0a1b2c.js.gz"), BIG_SCRIPT_GZ);
    mkdirSync(join(dist, ".vite"));
    writeFileSync(join(dist, ".vite", "manifest.json"), '{"index.html":{}}');
    t = await startTestApp("PGlite", { config: { webDist: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A client that accepts no encoding gets the script itself. */
  async function expectSentPlain(url: string) {
    const plain = await t.app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"], url).toBeUndefined();
    expect(plain.body, url).toBe(BIG_SCRIPT);
  }

  it.each([
    ["/", "/"],
    ["/signin?redirectUrl=%2Fapp", "/"],
    ["/resetPassword/abc/Ann/Lee/ANN", "/"],
    ["/app/dashboard", "/"],
    ["/portal/signin", "/portal/"],
    ["/portal/", "/portal/"],
    ["/portal/app/profile", "/portal/"],
    // An unknown first segment is a page of the root (the SPA answers it with its 404), not a base.
    ["/portal", "/"],
    ["/nosuchpage/more", "/"],
  ])("answers %s with index.html and <base href=%j>", async (url, base) => {
    const res = await new TestClient(t.app).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain(`<base href="${base}">`);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("hands the page an XSRF cookie so the first POST works", async () => {
    const res = await new TestClient(t.app).get("/signin");
    expect(res.cookies.some((c) => c.name === XSRF_COOKIE)).toBe(true);
  });

  it("serves fingerprinted assets with immutable caching, also under a base path", async () => {
    for (const url of ["/assets/app-abc123.js", "/portal/assets/app-abc123.js"]) {
      const res = await new TestClient(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe("console.log('app');");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    expect((await new TestClient(t.app).get("/portal/favicon.ico")).body).toBe("icon");
  });

  it("compresses scripts for clients that accept it (bench/budgets.json counts gzip bytes)", async () => {
    for (const encoding of ["gzip", "br"]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/assets/vendor-def456.js",
        headers: { "accept-encoding": encoding },
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers["content-encoding"], encoding).toBe(encoding);
      expect(res.rawPayload.length, encoding).toBeLessThan(BIG_SCRIPT.length / 2);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    await expectSentPlain("/assets/vendor-def456.js");
  });

  it("sends the build's pre-compressed files as they are, with the right encoding", async () => {
    const cases = [
      { accept: "gzip, deflate, br", encoding: "br", bytes: BIG_SCRIPT_BR },
      { accept: "gzip", encoding: "gzip", bytes: BIG_SCRIPT_GZ },
    ];
    for (const { accept, encoding, bytes } of cases) {
      const res = await t.app.inject({
        method: "GET",
        url: "/portal/assets/react-0a1b2c.js",
        headers: { "accept-encoding": accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers["content-type"], accept).toMatch(/^application\/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"], accept).toBe("public, max-age=31536000, immutable");
      expect(Buffer.compare(res.rawPayload, bytes), accept).toBe(0);
    }
    await expectSentPlain("/assets/react-0a1b2c.js");
  });

  it("does not serve the build's dot folders (.vite/manifest.json)", async () => {
    for (const url of ["/.vite/manifest.json", "/portal/.vite/manifest.json"]) {
      const res = await new TestClient(t.app).get(url);
      expect(res.body, url).not.toContain("index.html");
    }
  });

  it("routes /{base}/api/... to the API", async () => {
    expect((await new TestClient(t.app).get(`/portal${ApiPath.health}`)).json()).toEqual({ status: "ok" });
  });

  it("keeps 404s for unknown API paths and missing assets", async () => {
    const api = await new TestClient(t.app).get("/api/does-not-exist");
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(ErrorCode.NotFound);
    expect((await new TestClient(t.app).get("/assets/missing-123.js")).statusCode).toBe(404);
  });
});

describe("base injection and URL rewriting", () => {
  it("never lets markup from the URL into the page", () => {
    const html = injectBase("<html><head></head></html>", '/"><script>alert(1)</script>/x');
    expect(html).not.toContain("<script>");
    expect(html).toContain('<base href="/">');
  });

  it("replaces an existing <base> rather than adding a second", () => {
    const html = injectBase('<head><base href="./"></head>', "/portal/signin");
    expect(html.match(/<base /g)).toHaveLength(1);
    expect(html).toContain('<base href="/portal/">');
  });

  it("rewrites only api and assets (and top-level files) under a base segment", () => {
    const rewrite = makeRewriteUrl(join(tmpdir(), "does-not-exist"));
    expect(rewrite("/portal/api/health?x=1")).toBe("/api/health?x=1");
    expect(rewrite("/portal/assets/a.js")).toBe("/assets/a.js");
    expect(rewrite("/portal/signin")).toBe("/portal/signin");
    expect(rewrite("/signin/api/x")).toBe("/signin/api/x");
    expect(rewrite("/api/health")).toBe("/api/health");
    expect(rewrite("/nosuchpage/more")).toBe("/nosuchpage/more");
  });
});

describe("without a web build", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("PGlite");
  });
  afterAll(async () => t?.close());

  it("still serves the API and answers page paths with a JSON 404", async () => {
    expect((await new TestClient(t.app).get(ApiPath.health)).statusCode).toBe(200);
    expect((await new TestClient(t.app).get("/signin")).statusCode).toBe(404);
  });
});
