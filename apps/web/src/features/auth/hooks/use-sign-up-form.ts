import { useMemo, useState, type ChangeEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { makeSignupRequestSchema, type TSignupRequest } from "@fsm/contracts";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { useUnsavedChangesGuard } from "../../../lib/navigation/unsaved-changes";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { useCheckUserName } from "../api/check-user-name";
import { useSignUp } from "../api/sign-up";
import { pageReloader } from "../utils/reload-page";
import { visibleError } from "./form-errors";

type TSignupInput = z.input<ReturnType<typeof makeSignupRequestSchema>>;
type TSignupField = keyof TSignupInput;

const FIELDS: readonly TSignupField[] = [
  "firstName",
  "lastName",
  "userName",
  "email",
  "password",
  "confirmPassword",
];
const EMPTY: TSignupInput = {
  firstName: "",
  lastName: "",
  userName: "",
  email: "",
  password: "",
  confirmPassword: "",
};

export interface SignUpResult {
  kind: "success" | "error";
  message: string;
}

const isField = (path: string): path is TSignupField => (FIELDS as readonly string[]).includes(path);

/** The user name is forced to upper case as it is typed (spec §5), keeping the caret in place. */
function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/** Headless controller of the sign-up form (spec §2 "Sign-up form", §5, §8). */
export function useSignUpForm() {
  const t = useMessage();
  const schema = useMemo(() => makeSignupRequestSchema(t), [t]);
  const form = useForm<TSignupInput, unknown, TSignupRequest>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const signUp = useSignUp();
  const check = useCheckUserName();
  const [result, setResult] = useState<SignUpResult | null>(null);
  const userName = useWatch({ control: form.control, name: "userName" }).trim();
  const { formState } = form;
  const { isValid, isDirty } = formState; // read during render: subscribes the form state proxy
  // Typed input asks before leaving (the sign-in link, Back, reload) until the account is made:
  // closing the Success dialog reloads the page, which must not ask.
  const guard = useUnsavedChangesGuard(isDirty && result?.kind !== "success");

  const userNameField = form.register("userName");
  const fields = {
    firstName: form.register("firstName"),
    lastName: form.register("lastName"),
    userName: {
      ...userNameField,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        upperCaseInPlace(event);
        return userNameField.onChange(event);
      },
    },
    email: form.register("email"),
    // Either password edited re-validates the confirmation: "Password mismatch" both ways.
    password: form.register("password", { deps: ["confirmPassword"] }),
    confirmPassword: form.register("confirmPassword", { deps: ["password"] }),
  };

  const showFailure = (error: unknown) => {
    showServerFieldErrors(error, form.setError, t, { nameOf: (path) => (isField(path) ? path : undefined) });
    setResult({ kind: "error", message: errorText(error, t) });
  };

  const submit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: (answer) =>
        setResult({ kind: answer.status === "success" ? "success" : "error", message: answer.message }),
      onError: showFailure,
    }),
  );

  return {
    fields,
    error: (name: TSignupField) => visibleError(formState, name),
    canSubmit: isValid && !signUp.isPending,
    submitting: signUp.isPending,
    submit,
    /** Check Availability runs only when a user name is present (spec §5). */
    canCheck: userName.length > 0,
    checking: check.isPending,
    checkAvailability: () => {
      if (userName) check.mutate(userName);
    },
    // An answer for a name that has since been edited is no longer true: hide it.
    availability: check.isSuccess && check.variables === userName ? check.data : null,
    result,
    guard,
    /** Closing the success dialog reloads the page (spec §2); an error dialog just closes. */
    closeResult: () => (result?.kind === "success" ? pageReloader.reload() : setResult(null)),
  };
}
