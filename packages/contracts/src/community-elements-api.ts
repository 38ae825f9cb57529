import { z } from "zod";
import { text, rowId } from "./fields.js";
import { ZSuccessResponse } from "./errors.js";

/** Flags arrive as JSON booleans or as text ("true"/"false", "Y"/"N", 1/0). */
const ZFlag = z.union([
  z.boolean(),
  z.literal(1).transform(() => true),
  z.literal(0).transform(() => false),
  text()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["true", "false", "y", "n", "1", "0"]))
    .transform((v) => ["true", "y", "1"].includes(v)),
]);

/** removecommunityelement (spec §3 "Community element"): disables a screen, or enables it again. */
export const ZRemoveCommunityElementRequest = z.object({
  ScreenId: rowId,
  Disabled: ZFlag,
});
export type TRemoveCommunityElementRequest = z.infer<typeof ZRemoveCommunityElementRequest>;

export const ZRemoveCommunityElementResponse = z.object({
  ...ZSuccessResponse.shape,
  screenId: z.number().int(),
  name: text(),
  disabled: z.boolean(),
});
export type TRemoveCommunityElementResponse = z.infer<typeof ZRemoveCommunityElementResponse>;
