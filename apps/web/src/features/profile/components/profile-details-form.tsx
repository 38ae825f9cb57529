import { useMessage } from "../../../lib/messages/use-message";
import { useReportUnsaved } from "../../../lib/navigation/unsaved-changes";
import { Group, Stack, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import type { TProfile } from "@fsm/contracts";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { notify } from "../../../lib/notify";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { updateProfileInput, useUpdateProfile } from "../api/update-profile";
import { ProgressButton } from "../../../lib/ui/progress-button";

type TInput = z.input<typeof updateProfileInput>;
type TOutput = z.output<typeof updateProfileInput>;

/** Name, alternate e-mail and mobile number; e-mail and user name are shown but not editable. */
export function ProfileDetailsForm({ profile }: { profile: TProfile }) {
  const t = useMessage();
  const save = useUpdateProfile();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(updateProfileInput),
    mode: "onTouched",
    defaultValues: {
      FirstName: profile.FirstName,
      LastName: profile.LastName,
      AltEmailAddress: profile.AltEmailAddress ?? "",
      Phone: profile.Phone ?? "",
    },
  });
  const { errors, isDirty } = form.formState;
  useReportUnsaved(isDirty);

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        notify.success(t("profile_saved"));
        form.reset({ ...values, AltEmailAddress: values.AltEmailAddress ?? "", Phone: values.Phone ?? "" });
      },
      (error: unknown) => showServerFieldErrors(error, form.setError, t),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("profile_details_form")}>
      <Stack gap="sm">
        <TextInput label={t("signup_user_name")} value={profile.UserName} readOnly />
        <TextInput label={t("signup_email")} value={profile.EmailAddress} readOnly />
        <TextInput
          label={t("signup_first_name")}
          required
          {...form.register("FirstName")}
          error={errors.FirstName?.message}
        />
        <TextInput
          label={t("signup_last_name")}
          required
          {...form.register("LastName")}
          error={errors.LastName?.message}
        />
        <TextInput
          label={t("recover_alt_email_label")}
          type="email"
          {...form.register("AltEmailAddress")}
          error={errors.AltEmailAddress?.message}
        />
        <TextInput
          label={t("recover_phone_label")}
          type="tel"
          description={t("profile_phone_hint")}
          {...form.register("Phone")}
          error={errors.Phone?.message}
        />
        <Group justify="flex-end">
          <ProgressButton type="submit" busy={save.isPending} disabled={!isDirty}>
            {t("profile_save")}
          </ProgressButton>
        </Group>
      </Stack>
    </form>
  );
}
