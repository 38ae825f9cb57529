import { fieldError } from "../../lib/app-error.js";

/** 400s naming the request path and the offending name, so a caller sees exactly what was refused. */
export const notSortable = (path: string, column: string, screen: string) =>
  fieldError(path, `"${column}" is not a sortable column of screen "${screen}"`);

export const notAColumn = (path: string, column: string, screen: string) =>
  fieldError(path, `"${column}" is not a column of screen "${screen}"`);

export const unknownFilter = (path: string, item: string, screen: string) =>
  fieldError(path, `"${item}" is not a filter of screen "${screen}"`);

export const operatorNotAllowed = (path: string, operator: string, item: string, declared: string) =>
  fieldError(path, `operator "${operator}" is not allowed for "${item}" (declared ${declared})`);

export const badValue = (path: string, expected: string) => fieldError(path, `must be ${expected}`);

export const noSearch = (screen: string) => fieldError("screenName", `screen "${screen}" declares no search`);

export const noTable = (screen: string) => fieldError("screenName", `screen "${screen}" shows no table rows`);

export const tooDeep = (path: string, max: number) =>
  fieldError(path, `offset paging stops at row ${max}; use nextCursor for deeper pages`);

export const badCursor = () => fieldError("cursor", "is not a cursor of this search and order");

/** A screen naming a column the dictionary does not expose is a metadata fault, never SQL. */
export const undeclaredColumn = (screen: string, column: string) =>
  fieldError("screenName", `screen "${screen}" refers to "${column}", which is not an exposed column`);
