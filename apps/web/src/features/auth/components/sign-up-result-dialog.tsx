import "../../../lib/styles/component-styles";
import { Button, Group, Modal, Text } from "@mantine/core";
import type { SignUpResult } from "../hooks/use-sign-up-form";
import { useAuthText } from "../texts";

interface SignUpResultDialogProps {
  result: SignUpResult | null;
  onClose: () => void;
}

/**
 * The Success / Sign Up Failed dialog of the sign-up view. Its own lazy chunk: Modal and what it
 * brings (focus trap, scroll lock, portal) are not loaded by the sign-in route (bench/budgets.json).
 */
export function SignUpResultDialog({ result, onClose }: SignUpResultDialogProps) {
  const t = useAuthText();
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={result?.kind === "success" ? t("signup_success_title") : t("signup_error_title")}
      closeButtonProps={{ "aria-label": t("auth_close") }}
      centered
    >
      <Text role={result?.kind === "error" ? "alert" : undefined}>{result?.message}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t("auth_close")}</Button>
      </Group>
    </Modal>
  );
}
