import "../../../lib/styles/component-styles";
import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import { useRecoverPasswordForm } from "../hooks/use-recover-password";
import { useAuthText } from "../texts";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";

/** /recoverCredits: request a password reset link by e-mail. */
export function RecoverCreditsPage() {
  const t = useAuthText();
  const recover = useRecoverPasswordForm();

  return (
    <AuthLayout title={t("recover_password_title")}>
      <Text size="sm">{t("recover_password_intro")}</Text>
      <form onSubmit={recover.submit} noValidate>
        <Stack gap="md">
          <TextInput
            type="email"
            label={t("recover_email_label")}
            autoComplete="email"
            error={recover.error}
            {...recover.email}
          />
          <Button type="submit" fullWidth disabled={!recover.canSubmit} loading={recover.sending}>
            {t("recover_send_link")}
          </Button>
        </Stack>
      </form>
      {recover.sentMessage && (
        <Alert color="teal" role="status">
          {recover.sentMessage}
        </Alert>
      )}
      <BackToSignIn />
      <LeaveDialog guard={recover.guard} kind="unsaved" />
    </AuthLayout>
  );
}
