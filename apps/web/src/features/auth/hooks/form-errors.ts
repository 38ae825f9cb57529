import type { FieldPath, FieldValues, FormState } from "react-hook-form";

/**
 * The message to show under a field: only once the user has touched or edited it, or tried to
 * submit. (Cross-field checks such as "Password mismatch" validate the other field early.)
 * Every part of the form state is read up front, so the form state proxy re-renders on each.
 */
export function visibleError<T extends FieldValues>(
  state: FormState<T>,
  name: FieldPath<T>,
): string | undefined {
  const error = (state.errors as Record<string, { message?: unknown } | undefined>)[name];
  const touched = (state.touchedFields as Record<string, unknown>)[name];
  const dirty = (state.dirtyFields as Record<string, unknown>)[name];
  const submitted = state.isSubmitted;
  if (!touched && !dirty && !submitted) return undefined;
  return typeof error?.message === "string" ? error.message : undefined;
}
