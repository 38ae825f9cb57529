import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { makeForgetEmailRequestSchema } from "@fsm/contracts";
import { authPaths } from "../paths";
import { useMessage } from "../../../lib/messages/use-message";
import { useUnsavedChangesGuard } from "../../../lib/navigation/unsaved-changes";
import { notify } from "../../../lib/notify";
import { useForgetEmail, type ForgetEmailPayload } from "../api/forget-email";
import { visibleError } from "./form-errors";

type TForgetEmailSchema = ReturnType<typeof makeForgetEmailRequestSchema>;

/** What the verifyCode page is told by the page that sent the code. */
export interface VerifyCodeState {
  notice?: string;
}

/** Spec §7: the unused one of alternate e-mail and phone is sent as null. */
export function toForgetEmailPayload(values: z.output<TForgetEmailSchema>): ForgetEmailPayload {
  const email = values.alt_email_address?.trim() || null;
  const phone = values.phone?.trim() || null;
  return email ? { alt_email_address: email, phone: null } : { alt_email_address: null, phone };
}

/** Headless controller of recoverEmail: alternate e-mail or mobile number, then on to verifyCode. */
export function useRecoverEmailForm() {
  const t = useMessage();
  const navigate = useNavigate();
  const schema = useMemo(() => makeForgetEmailRequestSchema(t), [t]);
  const form = useForm<z.input<TForgetEmailSchema>, unknown, z.output<TForgetEmailSchema>>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: { alt_email_address: "", phone: "" },
  });
  const forget = useForgetEmail();
  const { formState } = form;
  const guard = useUnsavedChangesGuard(formState.isDirty);

  return {
    // Either one will do, so editing one re-validates the other.
    altEmail: form.register("alt_email_address", { deps: ["phone"] }),
    phone: form.register("phone", { deps: ["alt_email_address"] }),
    altEmailError: visibleError(formState, "alt_email_address"),
    phoneError: visibleError(formState, "phone"),
    sending: forget.isPending,
    guard,
    submit: form.handleSubmit((values) =>
      forget.mutate(toForgetEmailPayload(values), {
        onSuccess: (answer) => {
          notify.success(answer.message);
          guard.release(); // the input was sent: going on to verifyCode does not ask
          const state: VerifyCodeState = { notice: answer.message };
          navigate(authPaths.verifyCode, { state });
        },
      }),
    ),
  };
}
