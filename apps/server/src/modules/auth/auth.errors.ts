import { ErrorCode, message } from "@fsm/contracts";
import { AppError } from "../../lib/app-error.js";

/** One answer for unknown account, wrong password and not-yet-activated account (no enumeration). */
export const invalidCredentials = () =>
  new AppError(401, ErrorCode.InvalidCredentials, message("error_invalid_credentials"));
