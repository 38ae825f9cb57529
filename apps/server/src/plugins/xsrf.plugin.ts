import { ErrorCode, XSRF_COOKIE, XSRF_HEADER, message } from "@fsm/contracts";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.js";
import { randomToken } from "../lib/tokens.js";
import { isValidXsrfToken, isXsrfTokenFor, mintXsrfToken } from "../lib/xsrf-token.js";
import { ensureParam } from "../platform/app-config/app-params.repository.js";
import { XSRF_SECRET_PARAM } from "../platform/app-config/app-params.js";
import { needsXsrf } from "./session.plugin.js";

/**
 * XSRF (spec §7, ARCHITECTURE §5): the XSRF-TOKEN cookie (readable by the SPA, SameSite=Strict) must
 * be echoed in X-XSRF-TOKEN on every state-changing call and be bound to the caller's session.
 */
export const xsrfPlugin = fp<{ secureCookies: boolean }>(
  async (app, { secureCookies }) => {
    const secret = await ensureParam(app.db, XSRF_SECRET_PARAM, randomToken());
    app.decorateReply("issueXsrf", function (sessionId: number | null) {
      // A token already bound to this session is kept: rotating it on every start-up read would
      // refuse calls another tab (or a script beside the page) prepared with the previous one.
      if (isXsrfTokenFor(secret, this.request.cookies[XSRF_COOKIE], sessionId)) return;
      this.setCookie(XSRF_COOKIE, mintXsrfToken(secret, sessionId), {
        path: "/",
        sameSite: "strict",
        httpOnly: false,
        secure: secureCookies,
      });
    });
    app.addHook("onRequest", async (request, reply) => {
      if (!needsXsrf(request)) return;
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      const cookie = request.cookies[XSRF_COOKIE];
      const sessionId = request.actor?.sessionId ?? null;
      const ok =
        typeof header === "string" &&
        cookie !== undefined &&
        header === cookie &&
        isValidXsrfToken(secret, cookie, sessionId);
      if (ok) return;
      // A fresh cookie lets the SPA retry once; the request itself is refused.
      reply.issueXsrf(sessionId);
      throw new AppError(403, ErrorCode.Xsrf, message("error_xsrf"));
    });
  },
  { name: "xsrf", dependencies: ["db", "session"] },
);
