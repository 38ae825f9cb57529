import { fieldError } from "../../lib/app-error.js";
import { PARAM_RULES } from "./app-param-values.js";

export const unknownParam = (name: string) =>
  fieldError("paramName", `unknown parameter "${name}"; known: ${Object.keys(PARAM_RULES).join(", ")}`);
export const badParamValue = (reason: string) => fieldError("paramValue", reason);
