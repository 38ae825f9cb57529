import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { makeRecoverPasswordQuerySchema } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
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
  const { isValid } = formState;

  return {
    email: form.register("email"),
    error: visibleError(formState, "email"),
    canSubmit: isValid && !recover.isPending,
    sending: recover.isPending,
    sentMessage: recover.data?.message ?? null,
    submit: form.handleSubmit(({ email }) =>
      recover.mutate(email, { onSuccess: (answer) => notify.success(answer.message) }),
    ),
  };
}
