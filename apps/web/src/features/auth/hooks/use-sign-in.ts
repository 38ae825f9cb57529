import { useMemo, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type * as z from "zod/mini";
import { makeLoginRequestSchema, normalizeLoginId, type TLoginRequest } from "@fsm/contracts";
import { authPaths } from "../paths";
import { ApiError, isAbortError } from "../../../lib/api-error";
import { clearLoggedInUnlessSignedIn } from "../../../lib/auth-storage";
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
  clearLoggedInUnlessSignedIn();
  if (isAbortError(error)) return;
  if (error instanceof ApiError) {
    notify.error(errorText(error, t));
    return;
  }
  const exception = error instanceof Error ? error : new Error(String(error));
  notify.error(exception.message || t("login_server_error"));
  console.error(exception.stack ?? exception);
}

type TSignInField = "userName" | "password";
const FIELDS: readonly TSignInField[] = ["userName", "password"];

/** The values as the contract reads them, or the contract's first problem per field. */
function check(schema: TSignInSchema, values: TSignInValues) {
  const result = schema.safeParse(values);
  const problems: Partial<Record<TSignInField, string>> = {};
  for (const issue of result.error?.issues ?? []) problems[issue.path[0] as TSignInField] ??= issue.message;
  return { parsed: result.data, problems };
}

/**
 * Headless controller of the sign-in form: idle → waiting → redirect, or an error notification.
 * Two fields and a box need no form library (react-hook-form stays off the sign-in route, see
 * bench/budgets.json): the values are checked by the contract's own schema on submit and, after
 * a first submit, on every change; the first invalid field gets focus.
 */
export function useSignIn() {
  const t = useMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const schema = useMemo(() => makeLoginRequestSchema(t), [t]);
  const [values, setValues] = useState<TSignInValues>({ userName: "", password: "", rememberMe: false });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? check(schema, values).problems : {};
  const set = (name: keyof TSignInValues, value: string | boolean) =>
    setValues((v) => ({ ...v, [name]: value }));

  // The one call of the page, without TanStack Query: the sign-in route does not load it.
  const [waiting, setWaiting] = useState(false);
  const running = useRef(false); // read at once: a second Enter before the next render is ignored
  const signIn = async (parsed: z.output<TSignInSchema>) => {
    if (running.current) return;
    running.current = true;
    setWaiting(true);
    try {
      const credentials = toCredentials(parsed);
      const response = await performLogin(credentials);
      storeSignIn(response, credentials.rememberMe ?? false);
      setServerMessageRefreshTime(response.server_cache.last_message_cache_refresh_time);
      storeLoggedInData(await getLoggedInData());
      await navigate(redirectTarget(searchParams.get("redirectUrl")), { replace: true });
    } catch (error) {
      reportFailure(error, t);
    } finally {
      running.current = false;
      setWaiting(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { parsed, problems } = check(schema, values);
    if (parsed) return void signIn(parsed);
    const invalid = FIELDS.find((f) => problems[f]) ?? "userName";
    (event.currentTarget.elements.namedItem(invalid) as HTMLElement | null)?.focus();
  };

  /** Props of a text field: its name (by which submit finds it to focus), value and change handler. */
  const field = (name: TSignInField) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(name, event.currentTarget.value),
  });

  return {
    field,
    errors,
    rememberMe: {
      name: "rememberMe",
      checked: values.rememberMe ?? false,
      onChange: (event: { currentTarget: HTMLInputElement }) =>
        set("rememberMe", event.currentTarget.checked),
    },
    submit,
    waiting,
  };
}
