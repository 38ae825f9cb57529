import { fieldError } from "../../lib/app-error.js";

/** 400s that name the parameter and the unknown name, so a designer sees what to fix. */
export const unknownTable = (param: string, name: string) =>
  fieldError(param, "error_unknown_table", { name });

export const unknownColumn = (param: string, table: string, name: string) =>
  fieldError(param, "error_unknown_column", { name, table });

export const notLinked = (primary: string, child: string) =>
  fieldError("childTable", "error_not_linked", { child, primary });
