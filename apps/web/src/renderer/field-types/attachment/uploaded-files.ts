import { z } from "zod";

/**
 * The form value of an attachment field: files already stored by attachments/upload. Plain data
 * (no File objects), so a wizard can keep it in sessionStorage; the save names the attachmentIds.
 */
export const ZUploadedFile = z.object({
  attachmentId: z.string().min(1),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export const asUploadedFiles = (value: unknown): TUploadedFile[] =>
  Array.isArray(value)
    ? value.flatMap((entry) => {
        const parsed = ZUploadedFile.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
