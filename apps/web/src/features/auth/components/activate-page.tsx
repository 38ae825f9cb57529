import "../../../lib/styles/component-styles";
import { Alert, Group, Loader, Text } from "@mantine/core";
import { useActivateAccountPage } from "../hooks/use-activate-account";
import { useAuthText } from "../texts";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";

/** /activate/{secret}: the link of the sign-up mail activates the account on arrival. */
export function ActivatePage() {
  const t = useAuthText();
  const activation = useActivateAccountPage();

  return (
    <AuthLayout title={t("activate_title")}>
      {activation.state === "pending" && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("activate_pending")}</Text>
        </Group>
      )}
      {activation.state === "done" && (
        <Alert color="teal" role="status">
          {activation.message}
        </Alert>
      )}
      {activation.state === "failed" && (
        <Alert color="red" role="alert">
          {activation.message || t("activate_invalid")}
        </Alert>
      )}
      <BackToSignIn as="button" />
    </AuthLayout>
  );
}
