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
import { defineRoute } from "../../plugins/route-definition.js";
import { APP_VERSION } from "../../version.js";
import { loadParams } from "../../platform/app-config/app-params.repository.js";
import { changeOwnPassword, readProfile, updateProfile } from "./profile.service.js";

const errors = errorResponses(400, 401, 403);

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["profile"];

  defineRoute(app, {
    method: "GET",
    url: ApiPath.getProfile,
    auth: "required",
    tx: "read",
    schema: { tags, summary: "The caller's profile", response: { 200: ZProfile, ...errors } },
    handler: ({ db, actor }) => readProfile(db, actor.personId),
  });

  defineRoute(app, {
    method: "POST",
    url: ApiPath.updateProfile,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Updates the caller's names, contacts, locale and time zone",
      body: ZUpdateProfileRequest,
      response: { 200: ZProfile, ...errors },
    },
    handler: ({ db, actor, input }) => updateProfile(db, actor.personId, input.body),
  });

  defineRoute(app, {
    method: "POST",
    url: ApiPath.updatePassword,
    auth: "required",
    // The password hash is checked outside any transaction; the service opens its own.
    tx: "none",
    config: { rateLimit: ["changePassword"] },
    schema: {
      tags,
      summary: "Changes the password, ends every session of the person and returns a fresh authHeader",
      body: ZUpdatePasswordRequest,
      response: { 200: ZUpdatePasswordResponse, ...errors },
    },
    handler: async ({ db, actor, input, request, reply }) => {
      const policy = {
        idleMinutes: app.appConfig.sessionIdleMinutes,
        absoluteHours: app.appConfig.sessionAbsoluteHours,
      };
      const result = await changeOwnPassword(db, actor, input.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        policy,
      });
      reply.issueXsrf(result.sessionId);
      return { message: "Your password has been changed.", authHeader: result.authHeader };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: ApiPath.getAboutInfo,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary:
        "Product, version and company for the about page; the runtime and database to studio users only",
      response: { 200: ZAboutInfo, ...errors },
    },
    handler: ({ db }) => loadParams(db),
    present: (params, { actor }) => {
      // What the server runs on helps an attacker pick exploits; only designers need it.
      const runtime = actor.access.studio
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
  });

  defineRoute(app, {
    method: "GET",
    url: ApiPath.aboutAccess,
    auth: "required",
    tx: "none",
    schema: {
      tags,
      summary: "Studio-license check: true for designers (JSON boolean)",
      response: { 200: z.boolean(), ...errors },
    },
    handler: ({ actor }) => actor.access.studio,
  });

  defineRoute(app, {
    method: "GET",
    url: ApiPath.checkPerson,
    auth: "required",
    tx: "none",
    schema: {
      tags,
      summary: "True when personID is the signed-in, active caller",
      querystring: ZCheckPersonQuery,
      response: { 200: ZCheckPersonResponse, ...errors },
    },
    handler: ({ actor, input }) => ({ valid: input.query.personID === actor.personId }),
  });
};
