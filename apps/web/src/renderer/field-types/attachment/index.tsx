import { z } from "zod";
import type { FieldTypeUi } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { AttachmentInput } from "./attachment-input";
import { asUploadedFiles, ZUploadedFile } from "./uploaded-files";

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
  Input: AttachmentInput,
  schema: (item, label) =>
    z
      .array(ZUploadedFile)
      .refine((files) => !item.required || files.length > 0, { message: `${label} needs at least one file` }),
  fromModel: () => [],
  toModel: () => undefined,
  attachmentIds: (value) => asUploadedFiles(value).map((f) => f.attachmentId),
  settings: {
    summary: "Files uploaded while filling the form, linked on save",
    options: ["label", "column", "required", "visibleWhen", "width"],
  },
};
