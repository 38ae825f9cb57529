import type { TScreenChange } from "@fsm/contracts";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const escape = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * The changed leaves between two JSON values as JSON-pointer paths (RFC 6901) with their before
 * and after values; an added key has no `before`, a removed one no `after`.
 */
export function jsonDiff(before: unknown, after: unknown, path = ""): TScreenChange[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: TScreenChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      if (i >= after.length) changes.push({ path: `${path}/${i}`, before: before[i] });
      else if (i >= before.length) changes.push({ path: `${path}/${i}`, after: after[i] });
      else changes.push(...jsonDiff(before[i], after[i], `${path}/${i}`));
    }
    return changes;
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => {
      const at = `${path}/${escape(key)}`;
      if (!(key in after)) return [{ path: at, before: before[key] }];
      if (!(key in before)) return [{ path: at, after: after[key] }];
      return jsonDiff(before[key], after[key], at);
    });
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path || "/", before, after }];
}
