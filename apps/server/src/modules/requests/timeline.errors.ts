import { ErrorCode, message } from "@fsm/contracts";
import { AppError } from "../../lib/app-error.js";

export const requestClosed = (number: string, status: string) =>
  new AppError(
    409,
    ErrorCode.Conflict,
    message("error_request_closed", { number, status: status.toLowerCase() }),
  );
