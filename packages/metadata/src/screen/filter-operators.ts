import { fieldTypeDefinition, type FilterOperator } from "../field-types/index.js";
import type { FieldType } from "./field-types.js";

/**
 * The operators a filter of this field type may use: the ones its type declares
 * (field-types/*.ts `operators`). A type with none (attachment, label) cannot be filtered on.
 */
export const filterOperatorsOf = (type: FieldType): readonly FilterOperator[] =>
  fieldTypeDefinition(type).operators;

/** Whether a filter of this type may use the operator. */
export const allowsFilterOperator = (type: FieldType, operator: string): boolean =>
  (filterOperatorsOf(type) as readonly string[]).includes(operator);

/**
 * Why a filter of this type may not use the operator (the text after the path, listing the
 * operators it may use), or undefined when it may. Screen saves report it at the filter's
 * `search.filters[i].operator` (references.ts); the server's search refuses such a filter too.
 */
export function filterOperatorProblem(type: FieldType, operator: string): string | undefined {
  if (allowsFilterOperator(type, operator)) return undefined;
  const allowed = filterOperatorsOf(type);
  return allowed.length
    ? `a filter of type "${type}" allows only ${allowed.join(", ")}, not ${operator}`
    : `a field of type "${type}" cannot be filtered on (its type allows no operator)`;
}
