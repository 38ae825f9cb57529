import type { DataRouter } from "react-router";
import { configureApiErrorEffects } from "../lib/api-error-catalogue";
import { errorText } from "../lib/messages/error-text";
import { currentRouterUrl } from "../lib/navigation/router-path";
import { notify } from "../lib/notify";
import { signinPath, Paths } from "./paths";

/**
 * Connects the §8 error catalogue to notifications and the router: session expired, not signed
 * in, NOT_AUTHENTICATED → sign-in with redirectUrl back to the refused page. Several failing calls at once lead to one sign-in visit: once on
 * the sign-in page the redirectUrl already there is kept.
 */
export function wireApiErrorEffects(router: DataRouter): void {
  const currentUrl = (): string => currentRouterUrl(router);
  const onSignin = (): boolean => currentUrl().split("?")[0]!.toLowerCase() === Paths.signin.toLowerCase();
  configureApiErrorEffects({
    warn: notify.warn,
    error: notify.error,
    describe: (error) => errorText(error),
    currentUrl,
    goToSignin(redirectUrl) {
      if (onSignin()) return;
      void router.navigate(signinPath(redirectUrl), { replace: false });
    },
  });
}
