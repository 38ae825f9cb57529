import type { To } from "react-router";
import { CheckField } from "../../../lib/ui/plain/check-field";
import { PlainButton } from "../../../lib/ui/plain/plain-button";
import { TextLink } from "../../../lib/ui/plain/text-link";
import { PasswordField, TextField } from "../../../lib/ui/plain/text-field";
import { authPaths } from "../paths";
import { useSignIn } from "../hooks/use-sign-in";
import { useAuthText } from "../texts";
import classes from "./sign-in-form.module.css";

/**
 * The sign-in view: login id, password, Remember Me, Log In (spinner + Waiting) and the links.
 * Plain controls (lib/ui/plain), not Mantine's: this view is on the first page every visitor loads.
 */
export function SignInForm({ signupLink }: { signupLink: To | null }) {
  const t = useAuthText();
  const { field, errors, rememberMe, submit, waiting } = useSignIn();

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <TextField
        label={t("login_username_label")}
        autoComplete="username"
        error={errors.userName}
        {...field("userName")}
      />
      <PasswordField
        label={t("login_password_label")}
        toggleLabel={t("password_toggle_visibility")}
        autoComplete="current-password"
        error={errors.password}
        {...field("password")}
      />
      <CheckField label={t("login_remember_me")} {...rememberMe} />
      <PlainButton type="submit" loading={waiting} fullWidth>
        {t("login_login")}
      </PlainButton>
      <p role="status" className={classes.status}>
        {waiting ? t("login_waiting") : ""}
      </p>
      <div className={classes.links}>
        <TextLink to={authPaths.recoverEmail}>{t("login_forgot_email")}</TextLink>
        <TextLink to={authPaths.recoverCredits}>{t("login_forgot_password")}</TextLink>
      </div>
      {signupLink && (
        <p className={classes.signup}>
          {t("signin_no_account")} <TextLink to={signupLink}>{t("login_signup")}</TextLink>
        </p>
      )}
    </form>
  );
}
