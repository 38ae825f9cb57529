import "../../../lib/styles/component-styles";
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import { authPaths } from "../paths";
import { useResetPasswordForm } from "../hooks/use-reset-password-form";
import { useAuthText } from "../texts";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";

/** /resetPassword/{id}/{fName}/{lName}/{uName}: choose a new password with the mailed secret. */
export function ResetPasswordPage() {
  const t = useAuthText();
  const reset = useResetPasswordForm();
  const { failure } = reset;

  return (
    <AuthLayout title={t("reset_password_title")}>
      <Text size="sm">{t("reset_password_greeting", { fName: reset.firstName, lName: reset.lastName })}</Text>
      <form onSubmit={reset.submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t("reset_password_new")}
            visibilityToggleButtonProps={{ "aria-label": t("password_toggle_visibility") }}
            autoComplete="new-password"
            error={reset.passwordError}
            {...reset.password}
          />
          <PasswordInput
            label={t("signup_confirm_password")}
            visibilityToggleButtonProps={{ "aria-label": t("password_toggle_visibility") }}
            autoComplete="new-password"
            error={reset.confirmError}
            {...reset.confirmPassword}
          />
          <Button type="submit" fullWidth loading={reset.saving}>
            {t("reset_password_button")}
          </Button>
        </Stack>
      </form>
      {failure && (
        <Alert color="red" role="alert">
          <Stack gap={4}>
            <span>{failure.message || t("reset_link_invalid")}</span>
            {failure.linkInvalid && (
              <Anchor component={Link} to={authPaths.recoverCredits} size="sm" c="inherit" underline="always">
                {t("reset_password_request_new")}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      <BackToSignIn />
      <LeaveDialog guard={reset.guard} kind="unsaved" />
    </AuthLayout>
  );
}
