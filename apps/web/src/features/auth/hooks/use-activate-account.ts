import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { ZActivateRequest } from "@fsm/contracts";
import { useErrorText } from "../../../lib/messages/error-text";
import { useActivateAccount } from "../api/activate-account";

export type TActivation =
  { state: "pending" } | { state: "done"; message: string } | { state: "failed"; message: string | null };

/** Activates the account of the mailed link once on arrival, even when effects run twice. */
export function useActivateAccountPage(): TActivation {
  const { secret = "" } = useParams();
  const { mutate, data, error, isSuccess, isError } = useActivateAccount();
  const valid = ZActivateRequest.safeParse({ secret }).success;
  const started = useRef(false);
  const describe = useErrorText();

  useEffect(() => {
    // StrictMode mounts twice and the secret is single use: a second POST would fail the link.
    if (started.current || !valid) return;
    started.current = true;
    mutate(secret);
  }, [mutate, secret, valid]);

  if (!valid) return { state: "failed", message: null };
  if (isSuccess) {
    return data.status === "success"
      ? { state: "done", message: data.message }
      : { state: "failed", message: data.message };
  }
  if (isError) return { state: "failed", message: describe(error) };
  return { state: "pending" };
}
