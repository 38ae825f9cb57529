import * as z from "zod/mini";
import { ZMiniMessageKey } from "../message-key.js";
import { CUSTOM_WORKFLOWS_ENTRY } from "./menu-entries.js";

export const MENU_FORMAT_VERSION = 1;

/**
 * One side-menu entry: `to` names it — an area's path as its manifest declares it (/app/requests)
 * or CUSTOM_WORKFLOWS_ENTRY. `label` replaces the area's own label (a message key); a hidden
 * entry is left out. Access flags stay the area's (and the server's): a document can hide an
 * entry, never show one to someone without access.
 */
// zod/mini: the signed-in shell parses this document on its first page (contracts' text-field.ts says why).
export const ZMenuEntry = z.object({
  to: z.union([
    z.literal(CUSTOM_WORKFLOWS_ENTRY),
    z.string().check(z.regex(/^\/app\/[A-Za-z0-9/_-]{1,100}$/)),
  ]),
  group: z.enum(["areas", "personal"]),
  label: z.optional(ZMiniMessageKey),
  hidden: z._default(z.boolean(), false),
});

/**
 * The side menu (kind "menu", one document named "main"): its entries in the order shown, per
 * group. Areas whose entries it does not list yet (a newer area) follow in their declared order.
 */
export const ZMenuDocument = z
  .object({
    formatVersion: z.literal(MENU_FORMAT_VERSION),
    name: z.literal("main"),
    entries: z.array(ZMenuEntry).check(z.maxLength(200)),
  })
  .check(
    z.superRefine((doc, ctx) => {
      const seen = new Set<string>();
      doc.entries.forEach((entry, index) => {
        if (seen.has(entry.to))
          ctx.addIssue({
            code: "custom",
            path: ["entries", index, "to"],
            message: `"${entry.to}" is listed twice`,
          });
        seen.add(entry.to);
      });
    }),
  );

export type TMenuEntry = z.infer<typeof ZMenuEntry>;
export type TMenuDocument = z.infer<typeof ZMenuDocument>;
export type TMenuDocumentInput = z.input<typeof ZMenuDocument>;
