import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { fieldError } from "../../lib/app-error.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { declareOnce } from "../../lib/declare-once.js";

declare module "../../lib/server-module.js" {
  interface ServerModuleParts {
    /** invokempm methods by name. */
    performMethods?: Record<string, PerformMethod>;
  }
}

type Cell = string | number | boolean | null;
export type PerformMethod = {
  parameters: z.ZodType;
  run(db: Db, actor: Actor, parameters: never): Promise<Record<string, Cell>>;
};

const DECLARED = new Map<string, PerformMethod>();

/**
 * The methods invokempm may run, declared by the business modules that own them (ARCHITECTURE §2
 * rule 3) when the app is composed. Each validates its own parameters and goes through the same
 * policies and row scope as a save; nothing undeclared can ever be invoked.
 */
export function declarePerformMethods(methods: Record<string, PerformMethod>): void {
  for (const [name, method] of Object.entries(methods))
    declareOnce(DECLARED, name.toLowerCase(), method, "perform method");
}

/** Looks a method up case-insensitively; an unknown name is a 400 naming it. */
export function findMethod(name: string): PerformMethod {
  const method = DECLARED.get(name.toLowerCase());
  if (!method) throw fieldError("performName", "error_unknown_method", { name });
  return method;
}
