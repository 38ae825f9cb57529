import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { makeRecoverPasswordQuerySchema } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { useUnsavedChangesGuard } from "../../../lib/navigation/unsaved-changes";
import { notify } from "../../../lib/notify";
import { useRecoverPassword } from "../api/recover-password";
import { visibleError } from "./form-errors";

/** Headless controller of recoverCredits: an e-mail address, then the server's same-for-all answer. */
export function useRecoverPasswordForm() {
  const t = useMessage();
  const schema = useMemo(() => makeRecoverPasswordQuerySchema(t).pick({ email: true }), [t]);
  const form = useForm({ mode: "all", resolver: zodResolver(schema), defaultValues: { email: "" } });
  const recover = useRecoverPassword();
  const { formState } = form;
  const { isValid, isDirty } = formState;
  // An address typed but not sent asks before leaving; once sent, the form is clean again.
  const guard = useUnsavedChangesGuard(isDirty);

  return {
    email: form.register("email"),
    error: visibleError(formState, "email"),
    canSubmit: isValid && !recover.isPending,
    sending: recover.isPending,
    sentMessage: recover.data?.message ?? null,
    guard,
    submit: form.handleSubmit(({ email }) =>
      recover.mutate(email, {
        onSuccess: (answer) => {
          form.reset({ email }, { keepIsSubmitted: true });
          notify.success(answer.message);
        },
      }),
    ),
  };
}
