import { fieldError } from "../../lib/app-error.js";

/** 400s naming the request path and the offending name, so a caller sees exactly what was refused. */
export const notSortable = (path: string, column: string, screen: string) =>
  fieldError(path, "error_not_sortable", { column, screen });

export const notAColumn = (path: string, column: string, screen: string) =>
  fieldError(path, "error_not_a_screen_column", { column, screen });

export const unknownFilter = (path: string, item: string, screen: string) =>
  fieldError(path, "error_not_a_filter", { item, screen });

export const operatorNotAllowed = (path: string, operator: string, item: string, declared: string) =>
  fieldError(path, "error_operator_not_allowed", { operator, item, declared });

/** What a value must be ("must be a number"). */
export type ValueExpectation =
  | "error_must_be_value"
  | "error_must_be_list"
  | "error_single_value"
  | "value_whole_number"
  | "value_number"
  | "error_must_be_flag"
  | "error_must_be_date"
  | "error_must_be_date_time"
  | "error_must_be_text";

export const badValue = (path: string, expected: ValueExpectation) => fieldError(path, expected);

export const tooDeep = (path: string, max: number) => fieldError(path, "error_offset_too_deep", { max });

export const badCursor = () => fieldError("cursor", "error_bad_cursor");
