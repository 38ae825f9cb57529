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
import { loadParams } from "../app-config/app-params.repository.js";
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

  app.get(
    ApiPath.recoverPassword,
    {
      config: { auth: "none", xsrf: true, rateLimit: ["recoverPassword"] },
      schema: {
        tags,
        summary: "Mails a reset link if the account exists; always the same answer",
        querystring: ZRecoverPasswordQuery,
        response: { 200: ZStatusResponse, ...errors },
      },
    },
    async (request) => {
      const deps = { db: app.db, mailer: app.mailer, publicUrl, companyName: await companyName() };
      await requestPasswordReset(deps, request.query.email, request.query.url);
      return { status: "success" as const, message: RESET_ANSWER };
    },
  );

  app.post(
    ApiPath.changePassword,
    {
      config: { auth: "none", rateLimit: ["changePassword"] },
      schema: {
        tags,
        summary: "Sets a new password with the secret of a reset link (single use)",
        body: ZChangePasswordRequest,
        response: { 200: ZStatusResponse, ...errors },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body, { throttle, ip: request.ip });
      return {
        status: "success" as const,
        message: "Your password has been changed. You can now sign in with your new password.",
      };
    },
  );

  app.post(
    ApiPath.forgetEmail,
    {
      config: { auth: "none", rateLimit: ["forgetEmail"] },
      schema: {
        tags,
        summary: "Sends a 6-digit code to the alternate e-mail or mobile number; always the same answer",
        body: ZForgetEmailRequest,
        response: { 200: ZStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      const deps = { db: app.db, mailer: app.mailer, sms: app.sms, companyName: await companyName() };
      const attemptId = await startEmailRecovery(deps, request.body);
      reply.setCookie(RECOVERY_COOKIE, attemptId, {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: publicUrl.startsWith("https:"),
        maxAge: RECOVERY_CODE_TTL_MINUTES * 60,
      });
      return { status: "success" as const, message: FORGET_EMAIL_ANSWER };
    },
  );

  app.get(
    ApiPath.verifyCode,
    {
      config: { auth: "none", xsrf: true, rateLimit: ["verifyCode"] },
      schema: {
        tags,
        summary: "Checks the code of this browser's recovery attempt (fsm_recovery cookie)",
        querystring: ZVerifyCodeQuery,
        response: { 200: ZVerifyCodeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await verifyRecoveryCode(
        app.db,
        request.cookies[RECOVERY_COOKIE],
        request.query.secret_key,
      );
      if (answer.verify_code_returned.success === "true") reply.clearCookie(RECOVERY_COOKIE, { path: "/" });
      return answer;
    },
  );

  const sweep = setInterval(
    () => void deleteStaleSecrets(app.db, new Date()).catch(() => undefined),
    3_600_000,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
};
