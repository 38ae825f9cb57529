import type { TKeyedMessage } from "@fsm/contracts";
import { fieldDetail, fieldError, invalidFields } from "../../lib/app-error.js";
import { PARAM_RULES } from "./app-param-values.js";

export const unknownParam = (name: string) =>
  fieldError("paramName", "error_unknown_param", { name, known: Object.keys(PARAM_RULES).join(", ") });
export const badParamValue = (reason: TKeyedMessage) => invalidFields([fieldDetail("paramValue", reason)]);
