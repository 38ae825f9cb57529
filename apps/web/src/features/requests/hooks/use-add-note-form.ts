import { useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { TFieldItem } from "@fsm/metadata";
import { useMessage, type TTranslate } from "../../../lib/messages/use-message";
import { useReportUnsaved } from "../../../lib/navigation/unsaved-changes";
import { notify } from "../../../lib/notify";
import { attachmentField } from "../../../renderer";
import { useAddNote } from "../api/add-note";

// The attachment field type's input and rules, outside any screen: a field item of its own.
export const NOTE_FILES_ITEM: TFieldItem = {
  kind: "field",
  id: "note-files",
  type: "attachment",
  column: "attachments",
  label: "note_attachments",
  required: false,
  readOnly: false,
  width: 12,
};

const NOTE_MAX_LENGTH = 4000;
const makeNoteSchema = (t: TTranslate) =>
  z.object({
    text: z
      .string()
      .trim()
      .min(1, t("note_write_first"))
      .max(NOTE_MAX_LENGTH, t("note_too_long", { max: String(NOTE_MAX_LENGTH) })),
    // Refuses to send while a file is still uploading, so no chosen file is left behind.
    files: attachmentField.schema(NOTE_FILES_ITEM, t("note_attachments"), t) as z.ZodType<
      unknown[],
      unknown[]
    >,
  });
type NoteValues = z.infer<ReturnType<typeof makeNoteSchema>>;

/** Headless controller of the add-note form: the text is required; files upload while typing. */
export function useAddNoteForm(requestId: number) {
  const t = useMessage();
  const noteSchema = useMemo(() => makeNoteSchema(t), [t]);
  const form = useForm<NoteValues>({
    resolver: zodResolver(noteSchema),
    defaultValues: { text: "", files: [] },
  });
  const add = useAddNote(requestId);
  // One key per note: a double submit or a retry after a lost answer stores it once (requestwf/addnote).
  const noteKey = useRef(crypto.randomUUID());
  // Typed text or a chosen file is lost by leaving: the page's guard asks first.
  useReportUnsaved(form.formState.isDirty);
  const submit = form.handleSubmit(async ({ text, files }) => {
    if (add.isPending) return; // Enter while the note is being added does not add it twice
    const attachmentIds = attachmentField.attachmentIds?.(files) ?? [];
    try {
      await add.mutateAsync({ requestId, text, attachmentIds, idempotencyKey: noteKey.current });
    } catch {
      return; // the error is shown beside the form
    }
    notify.success(t("note_added"));
    noteKey.current = crypto.randomUUID();
    form.reset({ text: "", files: [] });
  });
  return { form, submit, adding: add.isPending, error: add.error };
}
