import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { ErrorCode, makeChangePasswordRequestSchema, type TChangePasswordRequest } from "@fsm/contracts";
import { authPaths } from "../paths";
import { ApiError } from "../../../lib/api-error";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { useUnsavedChangesGuard } from "../../../lib/navigation/unsaved-changes";
import { useChangePassword } from "../api/change-password";
import { visibleError } from "./form-errors";

type TChangePasswordInput = z.input<ReturnType<typeof makeChangePasswordRequestSchema>>;

export interface ResetFailure {
  message: string;
  /** The link itself is spent or expired: offer a new one. */
  linkInvalid: boolean;
}

/**
 * Headless controller of resetPassword/{id}/{fName}/{lName}/{uName}. The route parameters ride in
 * the form values (never rendered), so the contract schema validates the whole payload.
 */
export function useResetPasswordForm() {
  const t = useMessage();
  const navigate = useNavigate();
  const { id = "", fName = "", lName = "", uName = "" } = useParams();
  const schema = useMemo(() => makeChangePasswordRequestSchema(t), [t]);
  const form = useForm<TChangePasswordInput, unknown, TChangePasswordRequest>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: {
      password: "",
      confirmPassword: "",
      secretKey: id,
      FirstName: fName,
      LastName: lName,
      UserName: uName,
    },
  });
  const change = useChangePassword();
  const [failure, setFailure] = useState<ResetFailure | null>(null);
  const { formState } = form;
  const { errors } = formState;
  const badLink = Boolean(errors.secretKey || errors.FirstName || errors.LastName || errors.UserName);
  // A typed password asks before leaving (the route parameters are default values, not edits),
  // unless the link turned out spent: that password can never be saved.
  const guard = useUnsavedChangesGuard(formState.isDirty && !badLink && !failure?.linkInvalid);

  return {
    firstName: fName,
    lastName: lName,
    password: form.register("password", { deps: ["confirmPassword"] }),
    confirmPassword: form.register("confirmPassword", { deps: ["password"] }),
    passwordError: visibleError(formState, "password"),
    confirmError: visibleError(formState, "confirmPassword"),
    saving: change.isPending,
    guard,
    failure: badLink ? { message: "", linkInvalid: true } : failure,
    submit: form.handleSubmit((values) => {
      setFailure(null);
      change.mutate(values, {
        onSuccess: (answer) => {
          if (answer.status === "error") setFailure({ message: answer.message, linkInvalid: false });
          else {
            guard.release(); // the password is changed: the confirmation page does not ask
            navigate(authPaths.changeConfirm, { replace: true });
          }
        },
        onError: (error) =>
          setFailure({
            message: errorText(error, t),
            linkInvalid: error instanceof ApiError && error.code === ErrorCode.ResetLinkInvalid,
          }),
      });
    }),
  };
}
