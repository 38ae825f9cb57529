import {
  ApiPath,
  ErrorCode,
  message,
  ZActivateRequest,
  ZSignupRequest,
  ZStatusResponse,
  ZUserNameCheckQuery,
  ZUserNameCheckResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { AppError, forbidden } from "../../lib/app-error.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { loadParams } from "../../platform/app-config/app-params.repository.js";
import { paramBool } from "../../platform/app-config/app-params.js";
import { isUserNameTaken } from "../../platform/persons/persons.repository.js";
import { activate, signUp, SIGNUP_ANSWER } from "./signup.service.js";

const errors = errorResponses(400, 403, 409, 429);

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["sign-up"];

  defineRoute(app, {
    method: "POST",
    url: ApiPath.signup,
    auth: "none",
    // The password is hashed outside any transaction; the service opens its own (and catches its race).
    tx: "none",
    config: { rateLimit: ["signUp"] },
    schema: {
      tags,
      summary: "Signs up; the same answer whether or not the e-mail has an account",
      body: ZSignupRequest,
      response: { 200: ZStatusResponse, ...errors },
    },
    handler: async ({ db, input }) => {
      const params = await loadParams(db);
      if (!paramBool(params.enableSignup)) throw forbidden("error_signup_disabled");
      await signUp(
        { db, mailer: app.mailer, publicUrl: app.appConfig.publicUrl, companyName: params.companyName },
        input.body,
      );
      return { status: "success" as const, message: SIGNUP_ANSWER };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: ApiPath.checkUserName,
    auth: "none",
    tx: "read",
    config: { rateLimit: ["checkUserName"] },
    schema: {
      tags,
      summary: "User-name availability: Y (available) or N",
      querystring: ZUserNameCheckQuery,
      response: { 200: ZUserNameCheckResponse, ...errors },
    },
    handler: ({ db, input }) => isUserNameTaken(db, input.query.userName),
    present: (taken) =>
      taken
        ? { status: "N" as const, message: "User name is not available" }
        : { status: "Y" as const, message: "User name is available" },
  });

  defineRoute(app, {
    method: "POST",
    url: ApiPath.activate,
    auth: "none",
    // The service opens its own transaction.
    tx: "none",
    config: { rateLimit: ["activate"] },
    schema: {
      tags,
      summary: "Activates a signed-up account with the secret from its activation link",
      body: ZActivateRequest,
      response: { 200: ZStatusResponse, ...errors },
    },
    handler: async ({ db, input }) => {
      if (!(await activate(db, input.body.secret))) {
        throw new AppError(400, ErrorCode.ActivationLinkInvalid, message("activate_invalid"));
      }
      return { status: "success" as const, message: "Your account is active. You can now sign in." };
    },
  });
};
