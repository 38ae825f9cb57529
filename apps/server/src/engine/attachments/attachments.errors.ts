import { ErrorCode, message } from "@fsm/contracts";
import { AppError } from "../../lib/app-error.js";

export const blockedExtension = (fileName: string, extension: string) =>
  new AppError(415, ErrorCode.BlockedFileType, message("error_blocked_extension", { fileName, extension }));

export const blockedContent = (fileName: string, type: string) =>
  new AppError(415, ErrorCode.BlockedFileType, message("error_blocked_content", { fileName, type }));
