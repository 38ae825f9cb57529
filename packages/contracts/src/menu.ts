import * as z from "zod/mini";
import { miniText as text } from "./text-field.js";

// zod/mini (text-field.ts says why): the shell parses these on every signed-in first page.

const flag = z.enum(["true", "false"]);
/** Menu access of spec §3: strings true or false. */
export const ZMenuAccess = z.object({ request: flag, rma: flag, blog: flag, group: flag });
export type TMenuAccess = z.infer<typeof ZMenuAccess>;

export const ZCustomWorkflowFeature = z.object({ Title: text(), WorkflowStartScreenName: text() });
export const ZCustomWorkflowFeatures = z.array(ZCustomWorkflowFeature);
export type TCustomWorkflowFeature = z.infer<typeof ZCustomWorkflowFeature>;

/** The stored side-menu document (kind "menu"), or null while none is stored (the manifests' default). */
export const MenuDocumentPath = "/api/Metadata/menudocument";
export const ZMenuDocumentResponse = z.object({
  revision: z.int(),
  document: z.nullable(z.record(text(), z.unknown())),
});
export type TMenuDocumentResponse = z.infer<typeof ZMenuDocumentResponse>;

export const ZOutboxMessage = z.object({
  id: z.int(),
  channel: z.enum(["email", "sms"]),
  to: text(),
  subject: z.nullable(text()),
  body: text(),
  createdAt: text(),
});
export const ZOutboxList = z.array(ZOutboxMessage);
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
