import * as z from "zod/mini";
import { SIGNED_OUT_ERROR_MESSAGES } from "./messages-signed-out-errors.js";

/*
 * Text as every contract takes it, in zod/mini. The contracts of the calls the signed-out pages
 * make (configuration, sign-in, errors, messages) are written in zod/mini, which the bundler trims
 * to the parts used: zod classic cannot be trimmed and would cost the sign-in route 26 KB gzip.
 * The other contracts use classic (fields.ts `text`, built on this check); server and web parse
 * both kinds alike.
 */

// The refusal as keyedIssue (keyed-message.ts) makes it; built here, as the catalogue's module
// imports this one.
const NUL_REFUSAL = {
  message: SIGNED_OUT_ERROR_MESSAGES.error_nul_characters,
  params: { messageKey: "error_nul_characters" },
};

/**
 * PostgreSQL cannot hold U+0000 in text, so a NUL in any field (JSON, query string, form or
 * multipart field) is refused by the contract, once, instead of failing in SQL.
 */
export const refuseNul = () => z.refine<string>((v) => !v.includes("\u0000"), NUL_REFUSAL);

/** A zod/mini string that refuses NUL characters; callers add their checks with `.check(…)`. */
export const miniText = (params?: Parameters<typeof z.string>[0]) =>
  // eslint-disable-next-line no-restricted-syntax -- the mini twin of fields.ts `text`
  z.string(params).check(refuseNul());
