import type { TSubmitWorkflowRequest } from "@fsm/contracts";
import { sha256 } from "../../lib/tokens.js";

/** JSON with object keys sorted at every level, so equal payloads hash equally whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The hash of a payload a replay must repeat exactly, whatever its keys' order. */
export const canonicalHash = (value: unknown): string => sha256(canonical(value));

/** What a replay must repeat exactly: everything of the submission except the key itself. */
export function payloadHash(body: TSubmitWorkflowRequest): string {
  const { idempotencyKey: _key, ...payload } = body;
  return sha256(canonical({ ...payload, workflowName: payload.workflowName.toUpperCase() }));
}
