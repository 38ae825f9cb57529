import { fieldError } from "../../lib/app-error.js";

/** A 400 naming the parameter and the unknown code table, so a designer sees what to fix. */
export const unknownCodeTable = (param: string, name: string) =>
  fieldError(param, "error_unknown_code_table", { name });
