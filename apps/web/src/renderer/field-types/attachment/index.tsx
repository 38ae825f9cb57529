import { z } from "zod";
import type { FieldTypeUi } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { asFiles, AttachmentInput } from "./attachment-input";

/** New files for the record; they travel as the save payload's attachments, not as a column. */
export const attachmentField: FieldTypeUi<"attachment"> = {
  type: "attachment",
  Display: ({ value }) => (
    <PlainDisplay
      text={asFiles(value)
        .map((f) => f.name)
        .join(", ")}
    />
  ),
  Input: AttachmentInput,
  schema: (item, label) =>
    z
      .array(z.instanceof(File))
      .refine((files) => !item.required || files.length > 0, { message: `${label} needs at least one file` }),
  fromModel: () => [],
  toModel: () => undefined,
  attachments: asFiles,
  settings: {
    summary: "Files attached on save",
    options: ["label", "column", "required", "visibleWhen", "width"],
  },
};
