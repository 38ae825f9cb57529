import { Button, Group, Stack, TextInput } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import type { TProfile } from "@fsm/contracts";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { notify } from "../../../lib/notify";
import { applyServerFieldErrors } from "../server-field-errors";
import { updateProfileInput, useUpdateProfile } from "../api/update-profile";

type TInput = z.input<typeof updateProfileInput>;
type TOutput = z.output<typeof updateProfileInput>;

/** Name, alternate e-mail and mobile number; e-mail and user name are shown but not editable. */
export function ProfileDetailsForm({ profile }: { profile: TProfile }) {
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

  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        notify.success("Profile saved");
        form.reset({ ...values, AltEmailAddress: values.AltEmailAddress ?? "", Phone: values.Phone ?? "" });
      },
      (error: unknown) => applyServerFieldErrors(error, form.setError),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile details">
      <Stack gap="sm">
        <TextInput label="User Name" value={profile.UserName} readOnly />
        <TextInput label="Email" value={profile.EmailAddress} readOnly />
        <TextInput
          label="First Name"
          required
          {...form.register("FirstName")}
          error={errors.FirstName?.message}
        />
        <TextInput
          label="Last Name"
          required
          {...form.register("LastName")}
          error={errors.LastName?.message}
        />
        <TextInput
          label="Alternate Email Address"
          type="email"
          {...form.register("AltEmailAddress")}
          error={errors.AltEmailAddress?.message}
        />
        <TextInput
          label="Mobile Number"
          type="tel"
          description="An optional + followed by 11 digits, e.g. +11233456789"
          {...form.register("Phone")}
          error={errors.Phone?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
