import { filterOperatorProblem, type FieldType } from "@fsm/metadata";
import { fieldError } from "../../lib/app-error.js";

/**
 * A criterion's operator must be one the field type of its filter (or, for navigation criteria
 * and counters, of its search column) declares. Screens whose filters break this are refused on
 * save (checkScreenReferences), so here it refuses the filters of a screen stored before that
 * rule, and EQ criteria on a shown column whose type does not compare for equality.
 */
export function assertTypeOperator(path: string, item: string, type: FieldType, operator: string): void {
  const problem = filterOperatorProblem(type, operator);
  if (problem) throw fieldError(path, `"${item}": ${problem}`);
}
