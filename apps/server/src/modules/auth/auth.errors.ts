import { ErrorCode } from "@fsm/contracts";
import { AppError } from "../../lib/app-error.js";

/** One answer for unknown account, wrong password and not-yet-activated account (no enumeration). */
export const invalidCredentials = () =>
  new AppError(401, ErrorCode.InvalidCredentials, "The e-mail/user name or password is incorrect.");
