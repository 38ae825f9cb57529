import { useMessage } from "../../../lib/messages/use-message";
import { useReportUnsaved } from "../../../lib/navigation/unsaved-changes";
import { Group, PasswordInput, Stack } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import type { TUpdatePasswordRequest } from "@fsm/contracts";
import { useForm } from "react-hook-form";
import { notify } from "../../../lib/notify";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { updatePasswordInput, useUpdatePassword } from "../api/update-password";
import { ProgressButton } from "../../../lib/ui/progress-button";

const EMPTY: TUpdatePasswordRequest = { currentPassword: "", password: "", confirmPassword: "" };

/** Change password: current, new and confirmation (mismatch reported on the confirm field). */
export function PasswordForm() {
  const t = useMessage();
  const change = useUpdatePassword();
  const form = useForm<TUpdatePasswordRequest>({
    resolver: zodResolver(updatePasswordInput),
    // Validated from the first submit on, then live: an error raised on the untouched confirm field
    // (through deps) would vanish on blur and shift the button away from a pointer mid-click.
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  useReportUnsaved(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    change.mutateAsync(values).then(
      (response) => {
        notify.success(response.message);
        form.reset(EMPTY);
      },
      (error: unknown) => showServerFieldErrors(error, form.setError, t),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("profile_change_password")}>
      <Stack gap="sm">
        <PasswordInput
          label={t("profile_current_password")}
          visibilityToggleButtonProps={{ "aria-label": t("password_toggle_visibility") }}
          autoComplete="current-password"
          required
          {...form.register("currentPassword")}
          error={errors.currentPassword?.message}
        />
        <PasswordInput
          label={t("profile_new_password")}
          visibilityToggleButtonProps={{ "aria-label": t("password_toggle_visibility") }}
          autoComplete="new-password"
          required
          {...form.register("password", { deps: ["confirmPassword"] })}
          error={errors.password?.message}
        />
        <PasswordInput
          label={t("profile_confirm_new_password")}
          visibilityToggleButtonProps={{ "aria-label": t("password_toggle_visibility") }}
          autoComplete="new-password"
          required
          {...form.register("confirmPassword", { deps: ["password"] })}
          error={errors.confirmPassword?.message}
        />
        <Group justify="flex-end">
          <ProgressButton type="submit" busy={change.isPending}>
            {t("profile_change_password_button")}
          </ProgressButton>
        </Group>
      </Stack>
    </form>
  );
}
