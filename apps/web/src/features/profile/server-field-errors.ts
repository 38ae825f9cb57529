import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../lib/api-error";
import { detailText } from "../../lib/messages/error-text";
import type { TTranslate } from "../../lib/messages/use-message";

/** Puts the server's per-field validation messages (400 details) next to the matching inputs. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  t: TTranslate,
): void {
  if (!(error instanceof ApiError)) return;
  for (const detail of error.details ?? []) {
    setError(detail.path as Path<T>, { type: "server", message: detailText(detail, t) });
  }
}
