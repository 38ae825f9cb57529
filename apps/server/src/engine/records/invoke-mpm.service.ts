import { fromZodError } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { findMethod } from "./perform-methods.js";
import { Issues } from "./records.errors.js";

/** invokempm: a registered method with its parameters checked, answering the result values asked for. */
export async function invokeMpm(
  db: Db,
  actor: Actor,
  body: { performName: string; parameters: Record<string, unknown>; resultElements: string[] },
) {
  const method = findMethod(body.performName);
  const parsed = method.parameters.safeParse(body.parameters);
  if (!parsed.success) {
    const issues = new Issues();
    for (const issue of fromZodError(parsed.error)) issues.addIssue(`parameters.${issue.path}`, issue);
    issues.throwIfAny();
  }
  const result = await method.run(db, actor, parsed.data as never);
  if (!body.resultElements.length) return { performName: body.performName, result };
  const issues = new Issues();
  const picked = Object.fromEntries(
    body.resultElements.map((name, i) => {
      if (!(name in result))
        issues.add(`resultElements[${i}]`, "error_not_a_result", { name, method: body.performName });
      return [name, result[name] ?? null];
    }),
  );
  issues.throwIfAny();
  return { performName: body.performName, result: picked };
}
