import "../../../lib/styles/component-styles";
import { Button, Stack, Text, TextInput } from "@mantine/core";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import { useRecoverEmailForm } from "../hooks/use-recover-email-form";
import { useAuthText } from "../texts";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";

/** /recoverEmail: send a verification code to the alternate e-mail or the mobile number. */
export function RecoverEmailPage() {
  const t = useAuthText();
  const recover = useRecoverEmailForm();

  return (
    <AuthLayout title={t("recover_email_title")}>
      <Text size="sm">{t("recover_email_intro")}</Text>
      <form onSubmit={recover.submit} noValidate>
        <Stack gap="md">
          <TextInput
            type="email"
            label={t("recover_alt_email_label")}
            autoComplete="email"
            error={recover.altEmailError}
            {...recover.altEmail}
          />
          <TextInput
            type="tel"
            label={t("recover_phone_label")}
            description={t("recover_phone_hint")}
            autoComplete="tel"
            inputMode="tel"
            error={recover.phoneError}
            {...recover.phone}
          />
          <Button type="submit" fullWidth loading={recover.sending}>
            {t("recover_send_code")}
          </Button>
        </Stack>
      </form>
      <BackToSignIn />
      <LeaveDialog guard={recover.guard} kind="unsaved" />
    </AuthLayout>
  );
}
