import { createContext, useContext, type ReactNode } from "react";
import type { TFieldItem } from "@fsm/metadata";

/**
 * Where a lookup finds the fields its `dependsOn` names: the field items around it (a screen's
 * fields, or a child grid's columns) and the form-value name of each (a grid cell's includes its
 * line, so a line's asset depends on the same line's site).
 */
export interface LookupScope {
  fields: readonly TFieldItem[];
  nameOf(field: TFieldItem): string;
  /** The stored value of a form value (the field type's toModel: a lookup's key). */
  modelOf(field: TFieldItem, formValue: unknown): unknown;
}

const NO_SCOPE: LookupScope = { fields: [], nameOf: (field) => field.id, modelOf: () => null };
const ScopeContext = createContext<LookupScope>(NO_SCOPE);

export function LookupScopeProvider({ scope, children }: { scope: LookupScope; children: ReactNode }) {
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export const useLookupScope = (): LookupScope => useContext(ScopeContext);
