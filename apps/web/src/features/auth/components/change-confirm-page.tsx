import "../../../lib/styles/component-styles";
import { Text } from "@mantine/core";
import { useAuthText } from "../texts";
import { AuthLayout } from "./auth-layout";
import { BackToSignIn } from "./back-to-sign-in";

/** /changeConfirm: the password was changed (spec §2). */
export function ChangeConfirmPage() {
  const t = useAuthText();
  return (
    <AuthLayout title={t("change_confirm_title")}>
      <Text role="status">{t("change_confirm_message")}</Text>
      <BackToSignIn as="button" />
    </AuthLayout>
  );
}
