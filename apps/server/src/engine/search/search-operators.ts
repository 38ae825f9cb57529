import { allowsFilterOperator, filterOperatorsOf, type FieldType } from "@fsm/metadata";
import { fieldError } from "../../lib/app-error.js";

/**
 * A criterion's operator must be one the field type of its filter (or, for navigation criteria
 * and counters, of its search column) declares. Screens whose filters break this are refused on
 * save (checkScreenReferences), so here it refuses the filters of a screen stored before that
 * rule, and EQ criteria on a shown column whose type does not compare for equality. The texts
 * are @fsm/metadata's filterOperatorProblem, as catalogue messages.
 */
export function assertTypeOperator(path: string, item: string, type: FieldType, operator: string): void {
  if (allowsFilterOperator(type, operator)) return;
  const allowed = filterOperatorsOf(type);
  if (allowed.length)
    throw fieldError(path, "error_operator_not_of_type", {
      item,
      type,
      allowed: allowed.join(", "),
      operator,
    });
  throw fieldError(path, "error_type_not_filterable", { item, type });
}
