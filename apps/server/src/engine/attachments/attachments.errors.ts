import { ErrorCode } from "@fsm/contracts";
import { AppError } from "../../lib/app-error.js";

export const blockedFile = (fileName: string, why: string) =>
  new AppError(415, ErrorCode.BlockedFileType, `The file "${fileName}" is not allowed: ${why}.`);
