import { useSignInPage } from "../hooks/use-sign-in-page";
import { useAuthText } from "../texts";
import { AuthLayout } from "./auth-layout";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

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
      {signup ? <SignUpForm signinLink={page.signinLink} /> : <SignInForm signupLink={page.signupLink} />}
    </AuthLayout>
  );
}
