import { lazy, Suspense } from "react";
import { LoadingBlock } from "../../../lib/ui/plain/spinner";
import { useSignInPage } from "../hooks/use-sign-in-page";
import { useAuthText } from "../texts";
import { AuthLayout } from "./auth-layout";
import { SignInForm } from "./sign-in-form";

// The sign-up view is its own chunk: most visitors of /signin only sign in (bench/budgets.json).
const SignUpForm = lazy(() => import("./sign-up-view").then((m) => ({ default: m.SignUpView })));

/** /signin and /signup: one page instance whose view follows the address (spec §2). */
export function SignInPage() {
  const t = useAuthText();
  const page = useSignInPage();
  const signup = page.view === "signup";

  return (
    <AuthLayout
      title={signup ? t("login_signup") : t("login_welcome")}
      pageTitle={signup ? t("login_signup") : t("page_title_signin")}
      contentRef={page.viewRef}
      width={signup ? 520 : 420}
    >
      {signup ? (
        <Suspense fallback={<LoadingBlock label={t("app_loading")} minHeight="320px" />}>
          <SignUpForm signinLink={page.signinLink} />
        </Suspense>
      ) : (
        <SignInForm signupLink={page.signupLink} />
      )}
    </AuthLayout>
  );
}
