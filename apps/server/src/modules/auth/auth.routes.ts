import { ApiPath, ZErrorResponse, ZLoggedInData, ZLoginRequest, ZLogoutRequest } from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/app-error.js";
import { jsonStringOf, sendJsonString } from "../../lib/json-string.js";
import { findPersonById } from "../persons/persons.repository.js";
import { revokeSession } from "../sessions/sessions.repository.js";
import { presentLoggedInData } from "./auth.presenter.js";
import { signIn } from "./auth.service.js";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = {
    idleMinutes: app.appConfig.sessionIdleMinutes,
    absoluteHours: app.appConfig.sessionAbsoluteHours,
  };

  app.post(
    ApiPath.performLogin,
    {
      config: { auth: "optional", rateLimit: ["signIn"] },
      schema: {
        tags: ["authentication"],
        summary: "Sign in by e-mail or user name; answers a JSON string of ZLoginResponse",
        body: ZLoginRequest,
        response: { 200: jsonStringOf("ZLoginResponse"), 401: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { response, sessionId } = await signIn(
        { db: app.db, limiter: app.rateLimiter, policy },
        request.body,
        {
          ip: request.ip,
          userAgent: request.headers["user-agent"],
          previousSessionId: request.actor?.sessionId ?? null,
        },
      );
      reply.issueXsrf(sessionId);
      return sendJsonString(reply, response);
    },
  );

  app.post(
    ApiPath.performLogout,
    {
      config: { auth: "optional" },
      schema: {
        tags: ["authentication"],
        summary: 'Ends the calling session (idempotent); answers the JSON string {"status":"success"}',
        body: ZLogoutRequest.optional(),
        response: { 200: jsonStringOf("{ status: 'success' }") },
      },
    },
    async (request, reply) => {
      const sessionId = request.actor?.sessionId;
      if (sessionId) await app.db.transaction((tx) => revokeSession(tx, sessionId));
      reply.issueXsrf(null);
      return sendJsonString(reply, { status: "success" });
    },
  );

  app.get(
    ApiPath.loggedInData,
    {
      schema: {
        tags: ["authentication"],
        summary: "The signed-in user's name, e-mail, person id and image id",
        response: { 200: ZLoggedInData, 401: ZErrorResponse },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const person = await findPersonById(tx, request.actor!.personId);
        if (!person) throw notFound();
        return presentLoggedInData(person);
      }),
  );
};
