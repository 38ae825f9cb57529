import "../../../lib/styles/component-styles";
import { lazy, Suspense, useState } from "react";
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { Link, type To } from "react-router";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import { useSignUpForm } from "../hooks/use-sign-up-form";
import { useAuthText } from "../texts";

// Loaded when the first result arrives: the dialog is not on the sign-in route's critical path.
const SignUpResultDialog = lazy(() =>
  import("./sign-up-result-dialog").then((m) => ({ default: m.SignUpResultDialog })),
);

const AVAILABILITY_COLOR = { Y: "var(--mantine-primary-color-8)", N: "var(--mantine-color-error)" } as const;

/** The sign-up view of the sign-in page (spec §2 "Sign-up form"). */
export function SignUpForm({ signinLink }: { signinLink: To }) {
  const t = useAuthText();
  const signUp = useSignUpForm();
  const { fields, error, availability, result } = signUp;
  // Mounted from the first result on, so closing it keeps Modal's exit transition.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (result !== null && !dialogMounted) setDialogMounted(true);

  return (
    <>
      <form onSubmit={signUp.submit} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={t("signup_first_name")}
              autoComplete="given-name"
              error={error("firstName")}
              {...fields.firstName}
            />
            <TextInput
              label={t("signup_last_name")}
              autoComplete="family-name"
              error={error("lastName")}
              {...fields.lastName}
            />
          </Group>
          <TextInput
            label={t("signup_user_name")}
            autoComplete="username"
            autoCapitalize="characters"
            spellCheck={false}
            error={error("userName")}
            {...fields.userName}
          />
          <Group gap="sm" wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              onClick={signUp.checkAvailability}
              disabled={!signUp.canCheck}
              loading={signUp.checking}
            >
              {t("signup_check_availability")}
            </Button>
            <Text
              role="status"
              size="sm"
              fw={500}
              data-availability={availability?.status}
              style={availability ? { color: AVAILABILITY_COLOR[availability.status] } : undefined}
            >
              {availability?.message ?? ""}
            </Text>
          </Group>
          <TextInput
            type="email"
            label={t("signup_email")}
            autoComplete="email"
            error={error("email")}
            {...fields.email}
          />
          <PasswordInput
            label={t("signup_password")}
            visibilityToggleButtonProps={{ "aria-label": t("password_toggle_visibility") }}
            autoComplete="new-password"
            error={error("password")}
            {...fields.password}
          />
          <PasswordInput
            label={t("signup_confirm_password")}
            visibilityToggleButtonProps={{ "aria-label": t("password_toggle_visibility") }}
            autoComplete="new-password"
            error={error("confirmPassword")}
            {...fields.confirmPassword}
          />
          <Button type="submit" fullWidth disabled={!signUp.canSubmit} loading={signUp.submitting}>
            {t("login_signup")}
          </Button>
          <Text size="sm" ta="center">
            {t("signup_have_account")}{" "}
            <Anchor component={Link} to={signinLink}>
              {t("login_login")}
            </Anchor>
          </Text>
        </Stack>
      </form>
      <LeaveDialog guard={signUp.guard} kind="unsaved" />
      {dialogMounted && (
        <Suspense fallback={null}>
          <SignUpResultDialog result={result} onClose={signUp.closeResult} />
        </Suspense>
      )}
    </>
  );
}
