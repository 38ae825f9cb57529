import { CACHE_KEY_EMPTY_TOKEN } from "@fsm/contracts";

export interface ScreenKeyParams {
  screenName: string;
  subWorkflowId?: string | number | null;
  mode?: string | null;
  stepId?: string | number | null;
}

const token = (value: string | number | null | undefined): string =>
  value === undefined || value === null || value === "" ? CACHE_KEY_EMPTY_TOKEN : String(value);

/**
 * Spec §4 "Screen metadata cache": the upper-cased screen name plus sub-workflow id, mode and step
 * id ('$' when empty) plus the baseline-only setting, so switching that setting never serves a
 * customised screen from the cache (or the reverse).
 */
export function screenCacheKey(params: ScreenKeyParams, baselineOnlyMetadata: boolean): string {
  return (
    params.screenName.toUpperCase() +
    token(params.subWorkflowId) +
    token(params.mode) +
    token(params.stepId) +
    String(baselineOnlyMetadata)
  );
}
