import { ErrorCode, message } from "@fsm/contracts";
import { AppError, fieldError } from "../../lib/app-error.js";

export const wrongCurrentPassword = () => fieldError("currentPassword", "error_wrong_current_password");

export const blockedFileType = (fileName: string) =>
  new AppError(415, ErrorCode.BlockedFileType, message("error_not_an_image", { fileName }));
