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

/**
 * A file still on its way: kept in the value while it uploads so the form's check can refuse to
 * move on without it (a save or Next must not silently leave a chosen file behind).
 */
export const ZUploadingFile = z.object({ uploading: z.number().int(), fileName: z.string() });
export type TUploadingFile = z.infer<typeof ZUploadingFile>;
export type TAttachmentEntry = TUploadedFile | TUploadingFile;

const entriesOf = <T>(value: unknown, schema: z.ZodType<T>): T[] =>
  Array.isArray(value)
    ? value.flatMap((entry) => {
        const parsed = schema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      })
    : [];

export const asUploadedFiles = (value: unknown): TUploadedFile[] => entriesOf(value, ZUploadedFile);
export const asUploadingFiles = (value: unknown): TUploadingFile[] => entriesOf(value, ZUploadingFile);
export const asAttachmentEntries = (value: unknown): TAttachmentEntry[] =>
  entriesOf(value, z.union([ZUploadedFile, ZUploadingFile]));
