import { z } from "zod";

const flag = z.enum(["true", "false"]);
/** Menu access of spec §3: strings true or false. */
export const ZMenuAccess = z.object({ request: flag, rma: flag, blog: flag, group: flag });
export type TMenuAccess = z.infer<typeof ZMenuAccess>;

export const ZCustomWorkflowFeature = z.object({ Title: z.string(), WorkflowStartScreenName: z.string() });
export const ZCustomWorkflowFeatures = z.array(ZCustomWorkflowFeature);
export type TCustomWorkflowFeature = z.infer<typeof ZCustomWorkflowFeature>;

export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export const ZOutboxList = z.array(ZOutboxMessage);
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
