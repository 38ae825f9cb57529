import { useEffect, useRef } from "react";
import { matchPath, useLocation, useNavigate, type To } from "react-router";
import { SIGNIN_FOCUS_DELAY_MS } from "@fsm/contracts";
import { authPaths } from "../paths";
import { useConfig } from "../../../lib/config/use-config";
import { markLoggedOutOnSigninArrival } from "../../../lib/signin-arrival";
import { focusFirstFieldWhenShown } from "../utils/focus-first-field";

export type TSignInView = "signin" | "signup";

/**
 * The sign-in page toggles between the sign-in and sign-up views on one component instance;
 * the address follows (signin ↔ signup, query kept) without a reload, and the first field of the
 * new view gets the focus 100 ms after each switch (spec §2, §9).
 */
export function useSignInPage() {
  const config = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const asksSignup = matchPath(authPaths.signup, location.pathname) !== null;
  const view: TSignInView = asksSignup && config.enableSignup ? "signup" : "signin";
  const viewRef = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);

  useEffect(() => {
    // The router marks this too; doing it here keeps the page right wherever it is mounted.
    if (view === "signin") markLoggedOutOnSigninArrival();
  }, [view]);

  useEffect(() => {
    // Sign-up switched off by configuration: the address goes back to sign-in.
    if (asksSignup && !config.enableSignup) {
      navigate({ pathname: authPaths.signin, search: location.search }, { replace: true });
    }
  }, [asksSignup, config.enableSignup, location.search, navigate]);

  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    // The sign-up view is a lazy chunk: on a slow line its fields may come after the 100 ms.
    let stopWaiting = () => {};
    const timer = window.setTimeout(() => {
      stopWaiting = focusFirstFieldWhenShown(viewRef.current);
    }, SIGNIN_FOCUS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, [view]);

  const linkTo = (pathname: string): To => ({ pathname, search: location.search });
  return {
    view,
    viewRef,
    signupLink: config.enableSignup ? linkTo(authPaths.signup) : null,
    signinLink: linkTo(authPaths.signin),
  };
}
