import { ApiPath, ZErrorResponse, ZLoggedInData, ZLoginRequest, ZLogoutRequest } from "@fsm/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.js";
import { jsonStringOf, sendJsonString } from "../../lib/json-string.js";
import { randomToken } from "../../lib/tokens.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { DEVICE_SECRET_PARAM, paramBool } from "../../platform/app-config/app-params.js";
import { ensureParam, loadParams } from "../../platform/app-config/app-params.repository.js";
import { findPersonDetails } from "../../platform/persons/persons.repository.js";
import { revokeSession } from "../../platform/sessions/sessions.repository.js";
import { canEditRequest } from "./auth.policy.js";
import { presentLoggedInData } from "./auth.presenter.js";
import { signIn } from "./auth.service.js";
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, mintDeviceToken, readDeviceToken } from "./device-cookie.js";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = {
    idleMinutes: app.appConfig.sessionIdleMinutes,
    absoluteHours: app.appConfig.sessionAbsoluteHours,
  };
  // Shared by every instance on the database, like the XSRF key: any of them knows a device.
  const deviceSecret = await ensureParam(app.db, DEVICE_SECRET_PARAM, randomToken());
  const deviceOf = (request: FastifyRequest) => readDeviceToken(deviceSecret, request.cookies[DEVICE_COOKIE]);

  defineRoute(app, {
    method: "POST",
    url: ApiPath.performLogin,
    auth: "optional",
    // Throttling and the password check run outside a transaction; signIn opens its own.
    tx: "none",
    // Attempts per address, except that a browser with a device cookie spends its account's own
    // budget: a flood from its address (an office NAT) does not keep the owner out.
    config: {
      rateLimit: ["signIn"],
      rateLimitSubject: (request) => {
        const device = deviceOf(request);
        return device ? `device-person:${device.personId}` : undefined;
      },
    },
    schema: {
      tags: ["authentication"],
      summary: "Sign in by e-mail or user name; answers a JSON string of ZLoginResponse",
      body: ZLoginRequest,
      response: { 200: jsonStringOf("ZLoginResponse"), 401: ZErrorResponse, 429: ZErrorResponse },
    },
    handler: async ({ db, actor, input, request, reply }) => {
      const signedIn = await signIn({ db, limiter: app.rateLimiter, policy }, input.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        previousSessionId: actor?.sessionId ?? null,
        device: deviceOf(request),
      });
      const { response, sessionId, device } = signedIn;
      reply.issueXsrf(sessionId);
      reply.setCookie(
        DEVICE_COOKIE,
        mintDeviceToken(deviceSecret, device.personId, device.deviceId ?? undefined),
        {
          path: "/",
          httpOnly: true,
          sameSite: "strict",
          secure: app.appConfig.publicUrl.startsWith("https:"),
          maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
        },
      );
      return sendJsonString(reply, response);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: ApiPath.performLogout,
    auth: "optional",
    // Only a signed-in caller has a session to revoke; that write opens its transaction.
    tx: "none",
    schema: {
      tags: ["authentication"],
      summary: 'Ends the calling session (idempotent); answers the JSON string {"status":"success"}',
      body: z.optional(ZLogoutRequest),
      response: { 200: jsonStringOf("{ status: 'success' }") },
    },
    handler: async ({ actor, reply }) => {
      const sessionId = actor?.sessionId;
      if (sessionId) await app.db.transaction((tx) => revokeSession(tx, sessionId));
      reply.issueXsrf(null);
      return sendJsonString(reply, { status: "success" });
    },
  });

  defineRoute(app, {
    method: "GET",
    url: ApiPath.loggedInData,
    auth: "required",
    tx: "read",
    schema: {
      tags: ["authentication"],
      summary: "The signed-in user's name, e-mail, person id, image id and whether they may edit requests",
      response: { 200: ZLoggedInData, 401: ZErrorResponse },
    },
    handler: async ({ db, actor }) => {
      const details = await findPersonDetails(db, actor.personId);
      if (!details) throw notFound();
      const params = await loadParams(db);
      // What the user may do comes from the server on every tab, never from one tab's storage.
      return {
        person: details.person,
        canEditRequest: canEditRequest(details.role, paramBool(params.canEditRequest)),
      };
    },
    present: presentLoggedInData,
  });
};
