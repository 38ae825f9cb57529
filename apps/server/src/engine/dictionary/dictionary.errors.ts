import { fieldError } from "../../lib/app-error.js";

/** 400s that name the parameter and the unknown name, so a designer sees what to fix. */
export const unknownTable = (param: string, name: string) => fieldError(param, `unknown table "${name}"`);

export const unknownColumn = (param: string, table: string, name: string) =>
  fieldError(param, `unknown column "${name}" of table "${table}"`);

export const unknownCodeTable = (param: string, name: string) =>
  fieldError(param, `unknown code table "${name}"`);

export const notLinked = (primary: string, child: string) =>
  fieldError("childTable", `table "${child}" is not linked to "${primary}"`);
