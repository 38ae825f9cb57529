import {
  ApiPath,
  ZAboutInfo,
  ZCheckPersonQuery,
  ZCheckPersonResponse,
  ZProfile,
  ZUpdatePasswordRequest,
  ZUpdatePasswordResponse,
  ZUpdateProfileRequest,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { z } from "zod";
import { APP_VERSION } from "../../version.js";
import { loadParams } from "../app-config/app-params.repository.js";
import { changeOwnPassword, readProfile, updateProfile } from "./profile.service.js";

const errors = errorResponses(400, 401, 403);

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["profile"];

  app.get(
    ApiPath.getProfile,
    { schema: { tags, summary: "The caller's profile", response: { 200: ZProfile, ...errors } } },
    async (request) => app.db.transaction((tx) => readProfile(tx, request.actor!.personId)),
  );

  app.post(
    ApiPath.updateProfile,
    {
      schema: {
        tags,
        summary: "Updates the caller's names, contacts, locale and time zone",
        body: ZUpdateProfileRequest,
        response: { 200: ZProfile, ...errors },
      },
    },
    async (request) => app.db.transaction((tx) => updateProfile(tx, request.actor!.personId, request.body)),
  );

  app.post(
    ApiPath.updatePassword,
    {
      config: { rateLimit: ["changePassword"] },
      schema: {
        tags,
        summary: "Changes the password, ends every session of the person and returns a fresh authHeader",
        body: ZUpdatePasswordRequest,
        response: { 200: ZUpdatePasswordResponse, ...errors },
      },
    },
    async (request, reply) => {
      const policy = {
        idleMinutes: app.appConfig.sessionIdleMinutes,
        absoluteHours: app.appConfig.sessionAbsoluteHours,
      };
      const result = await changeOwnPassword(app.db, request.actor!, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        policy,
      });
      reply.issueXsrf(result.sessionId);
      return { message: "Your password has been changed.", authHeader: result.authHeader };
    },
  );

  app.get(
    ApiPath.getAboutInfo,
    {
      schema: {
        tags,
        summary:
          "Product, version and company for the about page; the runtime and database to studio users only",
        response: { 200: ZAboutInfo, ...errors },
      },
    },
    async (request) => {
      const params = await app.db.transaction((tx) => loadParams(tx));
      // What the server runs on helps an attacker pick exploits; only designers need it.
      const runtime = request.actor!.access.studio
        ? { database: app.database.engine, nodeVersion: process.version }
        : {};
      return {
        productName: "fsm-portal",
        version: APP_VERSION,
        companyName: params.companyName,
        ...runtime,
        serverTime: new Date().toISOString(),
      };
    },
  );

  app.get(
    ApiPath.aboutAccess,
    {
      schema: {
        tags,
        summary: "Studio-license check: true for designers (JSON boolean)",
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) => request.actor!.access.studio,
  );

  app.get(
    ApiPath.checkPerson,
    {
      schema: {
        tags,
        summary: "True when personID is the signed-in, active caller",
        querystring: ZCheckPersonQuery,
        response: { 200: ZCheckPersonResponse, ...errors },
      },
    },
    async (request) => ({ valid: request.query.personID === request.actor!.personId }),
  );
};
