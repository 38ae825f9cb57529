import { z } from "zod";
import type { FieldTypeUi } from "../field-type-ui";
import { lazyInput } from "../shared/lazy-input";
import { PlainDisplay } from "../shared/plain-display";
import { asUploadedFiles, asUploadingFiles, ZUploadedFile, ZUploadingFile } from "./uploaded-files";

/** Files uploaded while filling the form; the save links them by attachmentId, not as a column. */
export const attachmentField: FieldTypeUi<"attachment"> = {
  type: "attachment",
  Display: ({ value }) => (
    <PlainDisplay
      text={asUploadedFiles(value)
        .map((f) => f.fileName)
        .join(", ")}
    />
  ),
  Input: lazyInput(() => import("./attachment-input").then((m) => m.AttachmentInput)),
  schema: (item, label, t) =>
    z.array(z.union([ZUploadedFile, ZUploadingFile])).superRefine((entries, ctx) => {
      for (const file of asUploadingFiles(entries))
        ctx.addIssue({
          code: "custom",
          message: t("attachment_still_uploading", { name: file.fileName }),
        });
      if (item.required && asUploadedFiles(entries).length === 0)
        ctx.addIssue({ code: "custom", message: t("attachment_file_required", { label }) });
    }),
  fromModel: () => [],
  toModel: () => undefined,
  attachmentIds: (value) => asUploadedFiles(value).map((f) => f.attachmentId),
};
