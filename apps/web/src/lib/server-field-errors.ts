import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-error";
import { detailText } from "./messages/error-text";
import type { TTranslate } from "./messages/use-message";

interface ShowOptions<T extends FieldValues> {
  /** The form field a detail's path names; a path it maps to nothing is left out. Default: the path. */
  nameOf?: (path: string) => Path<T> | undefined;
  /** The first problem shown takes the focus. */
  focus?: boolean;
}

/** Puts a refused save's per-field problems (a 400's details) at their fields, translated. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  t: TTranslate,
  { nameOf = (path) => path as Path<T>, focus = false }: ShowOptions<T> = {},
): void {
  if (!(error instanceof ApiError)) return;
  let first = focus;
  for (const detail of error.details ?? []) {
    const name = nameOf(detail.path);
    if (!name) continue;
    setError(name, { type: "server", message: detailText(detail, t) }, { shouldFocus: first });
    first = false;
  }
}
