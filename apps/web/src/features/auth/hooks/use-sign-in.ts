import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { makeLoginRequestSchema, normalizeLoginId, type TLoginRequest } from "@fsm/contracts";
import { authPaths } from "../paths";
import { ApiError, isAbortError } from "../../../lib/api-error";
import { clearLoggedIn } from "../../../lib/auth-storage";
import { setServerMessageRefreshTime } from "../../../lib/messages/message-cache";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage, type TTranslate } from "../../../lib/messages/use-message";
import { takeStoredRedirectUrl } from "../../../lib/navigation/redirect";
import { notify } from "../../../lib/notify";
import { storeLoggedInData, storeSignIn } from "../../../lib/user-session";
import { getLoggedInData } from "../api/get-logged-in-data";
import { performLogin } from "../api/perform-login";
import { safeRedirectTarget } from "../utils/safe-redirect";

type TSignInSchema = ReturnType<typeof makeLoginRequestSchema>;
export type TSignInValues = z.input<TSignInSchema>;

/** The credentials of spec §3 from what the user typed (login id cased by the §5 rule). */
export function toCredentials(values: z.output<TSignInSchema>): TLoginRequest {
  return {
    userName: normalizeLoginId(values.userName),
    password: values.password,
    localTimeZoneMinutes: 0 - new Date().getTimezoneOffset(), // minutes east of UTC; never -0
    localTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    rememberMe: values.rememberMe ?? false,
  };
}

/** Spec §2: the query's redirectUrl, else the stored redirect, else the application home. */
function redirectTarget(fromQuery: string | null): string {
  const stored = takeStoredRedirectUrl(); // taken in any case, so it cannot linger for a later sign-in
  return safeRedirectTarget(fromQuery) ?? safeRedirectTarget(stored) ?? authPaths.home;
}

/** Spec §8: HTTP errors show their text; anything else is an exception and is logged too. */
function reportFailure(error: unknown, t: TTranslate): void {
  clearLoggedIn();
  if (isAbortError(error)) return;
  if (error instanceof ApiError) {
    notify.error(errorText(error, t));
    return;
  }
  const exception = error instanceof Error ? error : new Error(String(error));
  notify.error(exception.message || t("login_server_error"));
  console.error(exception.stack ?? exception);
}

/** Headless controller of the sign-in form: idle → waiting → redirect, or an error notification. */
export function useSignIn() {
  const t = useMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const schema = useMemo(() => makeLoginRequestSchema(t), [t]);
  const form = useForm<TSignInValues, unknown, z.output<TSignInSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { userName: "", password: "", rememberMe: false },
  });

  const signIn = useMutation({
    mutationFn: async (values: z.output<TSignInSchema>) => {
      const credentials = toCredentials(values);
      const response = await performLogin(credentials);
      storeSignIn(response, credentials.rememberMe ?? false);
      setServerMessageRefreshTime(response.server_cache.last_message_cache_refresh_time);
      storeLoggedInData(await getLoggedInData());
      return redirectTarget(searchParams.get("redirectUrl"));
    },
    onSuccess: (target) => navigate(target, { replace: true }),
    onError: (error) => reportFailure(error, t),
  });

  return {
    form,
    submit: form.handleSubmit((values) => signIn.mutate(values)),
    waiting: signIn.isPending,
  };
}
