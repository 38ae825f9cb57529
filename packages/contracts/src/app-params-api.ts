import { z } from "zod";
import { text } from "./fields.js";
import { ZSuccessResponse } from "./errors.js";

/** A parameter value as the designer's editors send it: text, a number, a flag or a list of extensions. */
export const ZAppParamValue = z.union([
  text().max(2000),
  z.number(),
  z.boolean(),
  z.array(text().max(64)).max(500),
]);
export type TAppParamValue = z.infer<typeof ZAppParamValue>;

/** updateAppParam (spec §3 "App parameter"): one configuration field of getConfigData. */
export const ZUpdateAppParamRequest = z.object({
  paramName: text().trim().min(1).max(63),
  paramValue: ZAppParamValue,
});
export type TUpdateAppParamRequest = z.infer<typeof ZUpdateAppParamRequest>;

/** The stored value as getConfigData now serves it (numbers, flags and lists typed). */
export const ZUpdateAppParamResponse = z.object({
  ...ZSuccessResponse.shape,
  paramName: text(),
  paramValue: z.union([text(), z.number(), z.boolean(), z.array(text()), z.null()]),
});
export type TUpdateAppParamResponse = z.infer<typeof ZUpdateAppParamResponse>;
