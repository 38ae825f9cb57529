import { ErrorCode, message } from "@fsm/contracts";
import { AppError, fieldDetail, fieldError, notFound } from "../../lib/app-error.js";

export const unknownScreen = (name: string | number) =>
  notFound("error_unknown_screen", { name: String(name) });
export const baselineNotDeletable = (name: string) =>
  fieldError("screenId", "error_baseline_screen", { name });
export const notASubScreen = (subId: number, primaryId: number) =>
  fieldError("subScreenId", "error_not_a_sub_screen", { subId: String(subId), primaryId: String(primaryId) });
export const nameTaken = (name: string) =>
  fieldError("screenHeader.screenName", "error_screen_name_taken", { name });
/** A screen a workflow or another screen names cannot go: they would break (deletescreenmetadata). */
export const screenInUse = (name: string, users: string[]) =>
  new AppError(409, ErrorCode.Conflict, message("error_screen_in_use", { name, users: users.join(", ") }), {
    details: [fieldDetail("screenId", message("error_used_by", { users: users.join(", ") }))],
  });

/** 400s of a screen loaded for its rows (searches, forms, saves) that cannot give them. */
export const noSearch = (screen: string) => fieldError("screenName", "error_no_search", { screen });

export const noTable = (screen: string) => fieldError("screenName", "error_no_table_rows", { screen });

/** A screen naming a column the dictionary does not expose is a metadata fault, never SQL. */
export const undeclaredColumn = (screen: string, column: string) =>
  fieldError("screenName", "error_undeclared_column", { screen, column });
