import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocation } from "react-router";
import { z } from "zod";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage, type TTranslate } from "../../../lib/messages/use-message";
import { useUnsavedChangesGuard } from "../../../lib/navigation/unsaved-changes";
import { useVerifyCode } from "../api/verify-code";
import { visibleError } from "./form-errors";
import type { VerifyCodeState } from "./use-recover-email-form";

const makeVerifyCodeSchema = (t: TTranslate) =>
  z.object({ secret_key: z.string().trim().min(1, t("verify_code_required")).max(32) });

export interface VerifyOutcome {
  found: boolean;
  text: string;
}

/** Headless controller of verifyCode; the outcome texts are those of spec §8. */
export function useVerifyCodeForm() {
  const t = useMessage();
  const location = useLocation();
  const schema = useMemo(() => makeVerifyCodeSchema(t), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { secret_key: "" } });
  const verify = useVerifyCode();
  // A code typed but not checked asks before leaving; once the server has answered it, not.
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  let outcome: VerifyOutcome | null = null;
  if (verify.isSuccess) {
    const { success, message } = verify.data.verify_code_returned;
    outcome =
      success === "true"
        ? { found: true, text: `${t("verify_code_success")} ${message}` }
        : { found: false, text: `${t("verify_code_failure")} ${message}` };
  } else if (verify.isError) {
    outcome = { found: false, text: `${t("verify_code_failure")} ${errorText(verify.error, t)}` };
  }
  const notice = (location.state as VerifyCodeState | null)?.notice ?? null;

  return {
    code: form.register("secret_key"),
    error: visibleError(form.formState, "secret_key"),
    verifying: verify.isPending,
    outcome,
    notice: outcome ? null : notice,
    guard,
    submit: form.handleSubmit(({ secret_key }) =>
      verify.mutate(secret_key, {
        onSuccess: () => form.reset({ secret_key }, { keepIsSubmitted: true }),
      }),
    ),
  };
}
