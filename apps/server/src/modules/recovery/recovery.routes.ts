import {
  ApiPath,
  RECOVERY_CODE_TTL_MINUTES,
  RECOVERY_COOKIE,
  ZChangePasswordRequest,
  ZForgetEmailRequest,
  ZRecoverPasswordQuery,
  ZStatusResponse,
  ZVerifyCodeQuery,
  ZVerifyCodeResponse,
} from "@fsm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses.js";
import { defineRoute } from "../../plugins/route-definition.js";
import { loadParams } from "../../platform/app-config/app-params.repository.js";
import { SignInThrottle } from "../auth/sign-in-throttle.js";
import { FORGET_EMAIL_ANSWER, startEmailRecovery, verifyRecoveryCode } from "./email-recovery.service.js";
import { requestPasswordReset, RESET_ANSWER, resetPassword } from "./password-reset.service.js";
import { deleteStaleSecrets } from "./secrets.repository.js";

const errors = errorResponses(400, 403, 429);

/** Password reset and e-mail recovery. Anonymous, XSRF-checked (also the two GETs), rate-limited. */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["recovery"];
  const { publicUrl } = app.appConfig;
  const companyName = async () => (await loadParams(app.db)).companyName;
  const throttle = new SignInThrottle(app.db, app.rateLimiter.rules);

  defineRoute(app, {
    method: "GET",
    url: ApiPath.recoverPassword,
    auth: "none",
    // The service opens its own transaction (the parameters are read before it).
    tx: "none",
    config: { xsrf: true, rateLimit: ["recoverPassword"] },
    schema: {
      tags,
      summary: "Mails a reset link if the account exists; always the same answer",
      querystring: ZRecoverPasswordQuery,
      response: { 200: ZStatusResponse, ...errors },
    },
    handler: async ({ db, input }) => {
      const deps = { db, mailer: app.mailer, publicUrl, companyName: await companyName() };
      await requestPasswordReset(deps, input.query.email, input.query.url);
      return { status: "success" as const, message: RESET_ANSWER };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: ApiPath.changePassword,
    auth: "none",
    // The password is hashed outside any transaction; the service opens its own.
    tx: "none",
    config: { rateLimit: ["changePassword"] },
    schema: {
      tags,
      summary: "Sets a new password with the secret of a reset link (single use)",
      body: ZChangePasswordRequest,
      response: { 200: ZStatusResponse, ...errors },
    },
    handler: async ({ db, input, request }) => {
      await resetPassword(db, input.body, { throttle, ip: request.ip });
      return {
        status: "success" as const,
        message: "Your password has been changed. You can now sign in with your new password.",
      };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: ApiPath.forgetEmail,
    auth: "none",
    // The service opens its own transaction (the parameters are read before it).
    tx: "none",
    config: { rateLimit: ["forgetEmail"] },
    schema: {
      tags,
      summary: "Sends a 6-digit code to the alternate e-mail or mobile number; always the same answer",
      body: ZForgetEmailRequest,
      response: { 200: ZStatusResponse, ...errors },
    },
    handler: async ({ db, input, reply }) => {
      const deps = { db, mailer: app.mailer, sms: app.sms, companyName: await companyName() };
      const attemptId = await startEmailRecovery(deps, input.body);
      reply.setCookie(RECOVERY_COOKIE, attemptId, {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: publicUrl.startsWith("https:"),
        maxAge: RECOVERY_CODE_TTL_MINUTES * 60,
      });
      return { status: "success" as const, message: FORGET_EMAIL_ANSWER };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: ApiPath.verifyCode,
    auth: "none",
    // The service opens its own transaction.
    tx: "none",
    config: { xsrf: true, rateLimit: ["verifyCode"] },
    schema: {
      tags,
      summary: "Checks the code of this browser's recovery attempt (fsm_recovery cookie)",
      querystring: ZVerifyCodeQuery,
      response: { 200: ZVerifyCodeResponse, ...errors },
    },
    handler: async ({ db, input, request, reply }) => {
      const answer = await verifyRecoveryCode(db, request.cookies[RECOVERY_COOKIE], input.query.secret_key);
      if (answer.verify_code_returned.success === "true") reply.clearCookie(RECOVERY_COOKIE, { path: "/" });
      return answer;
    },
  });

  const sweep = setInterval(
    () => void deleteStaleSecrets(app.db, new Date()).catch(() => undefined),
    3_600_000,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
};
