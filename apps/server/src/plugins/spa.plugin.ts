import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { basePathOf, isAppSegment, XSRF_COOKIE } from "@fsm/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { notFound } from "../lib/app-error.js";

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The web build uses Vite's base './', so one <base href> decides where assets and API calls go:
 * "/" at the root, "/{segment}/" when the portal is mounted under a base path (spec §2).
 */
export function injectBase(html: string, pathname: string): string {
  const base = basePathOf(pathname);
  // The segment comes from the URL: only plain path characters make it into the page.
  const safe = /^\/[A-Za-z0-9._~%-]*\/?$/.test(base) ? base : "/";
  const tag = `<base href="${escapeAttr(safe)}">`;
  if (/<base\s[^>]*>/i.test(html)) return html.replace(/<base\s[^>]*>/i, tag);
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    ${tag}`);
}

/**
 * Under a base path the browser asks for /{base}/api/... and /{base}/assets/...; those (and files at
 * the top of the web build, e.g. /{base}/favicon.ico) are served as if requested at the root.
 */
export function makeRewriteUrl(webDist: string) {
  const topFiles = new Set(existsSync(webDist) ? readdirSync(webDist).map((f) => f.toLowerCase()) : []);
  return (url: string): string => {
    const match = /^\/([^/?#]+)(\/[^?#]*)(.*)$/.exec(url);
    if (!match) return url;
    const [, first, rest, tail] = match;
    // Only the first segment decides here (not basePathOf, which also wants a known second one),
    // so a top-level file of the web build is found under a base path whatever its name.
    if (isAppSegment(first!)) return url;
    const second = rest!.split("/")[1]?.toLowerCase() ?? "";
    const isTopFile = rest!.split("/").length === 2 && topFiles.has(second) && second !== "index.html";
    return second === "api" || second === "assets" || isTopFile ? `${rest}${tail}` : url;
  };
}

/**
 * Serves the built SPA (when WEB_DIST exists) and answers every unknown path: JSON 404 under /api,
 * index.html with the injected base for any other GET (client-side routes, spec §2).
 */
export const spaPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const indexFile = join(webDist, "index.html");
    const hasWeb = existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: true,
        schemaHide: true,
        // The build writes each script and stylesheet also as .br and .gz (vite.config.ts): sent as
        // they are to a browser that accepts them, so a page load costs the server no compression.
        preCompressed: true,
        cacheControl: false, // our setHeaders decides
        // The build's .vite/manifest.json (read by the bundle budget check) is not for browsers.
        dotfiles: "ignore",
        setHeaders: (reply, filePath) => {
          // Vite fingerprints everything under assets/, so those may be cached forever.
          const immutable = /[\\/]assets[\\/]/.test(filePath);
          reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        },
      });
    } else {
      app.log.warn(
        `web build not found at ${webDist}: serving the API only (build it with npm run build -w @fsm/web)`,
      );
    }

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const html = injectBase(await readFile(indexFile, "utf8"), request.url.split("?")[0]!);
      // The SPA's first state-changing call needs a token; never replace one already bound to a session.
      if (!request.cookies[XSRF_COOKIE]) reply.issueXsrf(null);
      return reply.code(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
    };

    // "/" is a directory for the static plugin (index: false), so the page is answered here.
    if (hasWeb) app.get("/", { schema: { hide: true }, config: { auth: "none" } }, sendIndex);

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split("?")[0]!.toLowerCase();
      const isApi = path === "/api" || path.startsWith("/api/");
      // A missing fingerprinted file is a real 404, not a page (a stale tab must not parse HTML as JS).
      const isAsset = path.startsWith("/assets/");
      if (!isApi && !isAsset && hasWeb && (request.method === "GET" || request.method === "HEAD"))
        return sendIndex(request, reply);
      throw notFound("error_no_such_resource", { method: request.method, path });
    });
  },
  { name: "spa", dependencies: ["xsrf"] },
);
