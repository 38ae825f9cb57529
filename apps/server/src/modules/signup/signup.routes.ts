import {
  ApiPath,
  ErrorCode,
  ZActivateRequest,
  ZSignupRequest,
  ZStatusResponse,
  ZUserNameCheckQuery,
  ZUserNameCheckResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { AppError, forbidden } from "../../lib/app-error.js";
import { loadParams } from "../app-config/app-params.repository.js";
import { paramBool } from "../app-config/app-params.js";
import { isUserNameTaken } from "../persons/persons.repository.js";
import { activate, signUp, SIGNUP_ANSWER } from "./signup.service.js";

const errors = errorResponses(400, 403, 409, 429);

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["sign-up"];

  app.post(
    ApiPath.signup,
    {
      config: { auth: "none", rateLimit: ["signUp"] },
      schema: {
        tags,
        summary: "Signs up; the same answer whether or not the e-mail has an account",
        body: ZSignupRequest,
        response: { 200: ZStatusResponse, ...errors },
      },
    },
    async (request) => {
      const params = await loadParams(app.db);
      if (!paramBool(params.enableSignup)) throw forbidden("Sign-up is not enabled.");
      await signUp(
        {
          db: app.db,
          mailer: app.mailer,
          publicUrl: app.appConfig.publicUrl,
          companyName: params.companyName,
        },
        request.body,
      );
      return { status: "success" as const, message: SIGNUP_ANSWER };
    },
  );

  app.get(
    ApiPath.checkUserName,
    {
      config: { auth: "none", rateLimit: ["checkUserName"] },
      schema: {
        tags,
        summary: "User-name availability: Y (available) or N",
        querystring: ZUserNameCheckQuery,
        response: { 200: ZUserNameCheckResponse, ...errors },
      },
    },
    async (request) => {
      const taken = await app.db.transaction((tx) => isUserNameTaken(tx, request.query.userName));
      return taken
        ? { status: "N" as const, message: "User name is not available" }
        : { status: "Y" as const, message: "User name is available" };
    },
  );

  app.post(
    ApiPath.activate,
    {
      config: { auth: "none", rateLimit: ["activate"] },
      schema: {
        tags,
        summary: "Activates a signed-up account with the secret from its activation link",
        body: ZActivateRequest,
        response: { 200: ZStatusResponse, ...errors },
      },
    },
    async (request) => {
      if (!(await activate(app.db, request.body.secret))) {
        throw new AppError(
          400,
          ErrorCode.ActivationLinkInvalid,
          "This activation link is invalid or has expired.",
        );
      }
      return { status: "success" as const, message: "Your account is active. You can now sign in." };
    },
  );
};
