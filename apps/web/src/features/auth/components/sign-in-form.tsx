import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { Link, type To } from "react-router";
import { authPaths } from "../paths";
import { useSignIn } from "../hooks/use-sign-in";
import { useAuthText } from "../texts";

/** The sign-in view: login id, password, Remember Me, Log In (spinner + Waiting) and the links. */
export function SignInForm({ signupLink }: { signupLink: To | null }) {
  const t = useAuthText();
  const { field, errors, rememberMe, submit, waiting } = useSignIn();

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("login_username_label")}
          autoComplete="username"
          error={errors.userName}
          {...field("userName")}
        />
        <PasswordInput
          label={t("login_password_label")}
          visibilityToggleButtonProps={{ "aria-label": t("password_toggle_visibility") }}
          autoComplete="current-password"
          error={errors.password}
          {...field("password")}
        />
        <Checkbox label={t("login_remember_me")} {...rememberMe} />
        <Button type="submit" loading={waiting} fullWidth>
          {t("login_login")}
        </Button>
        <Text role="status" size="sm" ta="center" mt={-8} mih="1.25rem">
          {waiting ? t("login_waiting") : ""}
        </Text>
        <Group justify="space-between">
          <Anchor component={Link} to={authPaths.recoverEmail} size="sm">
            {t("login_forgot_email")}
          </Anchor>
          <Anchor component={Link} to={authPaths.recoverCredits} size="sm">
            {t("login_forgot_password")}
          </Anchor>
        </Group>
        {signupLink && (
          <Text size="sm" ta="center">
            {t("signin_no_account")}{" "}
            <Anchor component={Link} to={signupLink}>
              {t("login_signup")}
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
