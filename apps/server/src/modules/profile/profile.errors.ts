import { ErrorCode } from "@fsm/contracts";
import { AppError, fieldError } from "../../lib/app-error.js";

export const wrongCurrentPassword = () => fieldError("currentPassword", "Current password is incorrect");

export const blockedFileType = (fileName: string) =>
  new AppError(
    415,
    ErrorCode.BlockedFileType,
    `The file "${fileName}" is not allowed: upload a PNG, JPEG, GIF or WebP image.`,
  );
