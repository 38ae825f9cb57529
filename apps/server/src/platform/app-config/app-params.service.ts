import type { TUpdateAppParamRequest, TUpdateAppParamResponse } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { isParamName, parseParamValue } from "./app-param-values.js";
import { setParam } from "./app-params.repository.js";
import { badParamValue, unknownParam } from "./app-params.errors.js";
import { readConfigData } from "./config.service.js";

/**
 * updateAppParam (the route allows designers only): one known configuration field, checked by its
 * type. Every use of a parameter reads it per request, so the new value holds from the next call
 * on, on every instance.
 */
export async function updateAppParam(
  db: Db,
  { paramName, paramValue }: TUpdateAppParamRequest,
): Promise<TUpdateAppParamResponse> {
  if (!isParamName(paramName)) throw unknownParam(paramName);
  const parsed = parseParamValue(paramName, paramValue);
  if (!parsed.ok) throw badParamValue(parsed.reason);
  await setParam(db, paramName, parsed.text);
  const config = await readConfigData(db);
  return {
    status: "success",
    message: `${paramName} has been updated.`,
    paramName,
    paramValue: config[paramName],
  };
}
