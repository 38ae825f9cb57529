import "../../../lib/styles/component-styles";
import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import { useVerifyCodeForm } from "../hooks/use-verify-code-form";
import { useAuthText } from "../texts";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";

/** /verifyCode: the code from the recover-email message reveals the account e-mail (spec §8). */
export function VerifyCodePage() {
  const t = useAuthText();
  const verify = useVerifyCodeForm();
  const { outcome } = verify;

  return (
    <AuthLayout title={t("verify_code_title")}>
      <Text size="sm">{t("verify_code_intro")}</Text>
      {verify.notice && (
        <Alert color="blue" role="status">
          {verify.notice}
        </Alert>
      )}
      <form onSubmit={verify.submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("verify_code_label")}
            autoComplete="one-time-code"
            inputMode="numeric"
            error={verify.error}
            {...verify.code}
          />
          <Button type="submit" fullWidth loading={verify.verifying}>
            {t("verify_code_button")}
          </Button>
        </Stack>
      </form>
      {outcome && (
        <Alert color={outcome.found ? "teal" : "red"} role={outcome.found ? "status" : "alert"}>
          {outcome.text}
        </Alert>
      )}
      <BackToSignIn />
      <LeaveDialog guard={verify.guard} kind="unsaved" />
    </AuthLayout>
  );
}
