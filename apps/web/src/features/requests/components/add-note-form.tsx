import { Alert, Group, Stack, Textarea } from "@mantine/core";
import { Controller } from "react-hook-form";
import { AttachmentInput } from "../../../renderer";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { NOTE_FILES_ITEM, useAddNoteForm } from "../hooks/use-add-note-form";
import { ProgressButton } from "../../../lib/ui/progress-button";

/** A note on an open request: labelled text (required) and files uploaded with progress. */
export function AddNoteForm({ requestId }: { requestId: number }) {
  const { form, submit, adding, error } = useAddNoteForm(requestId);
  const textError = form.formState.errors.text?.message;
  const t = useMessage();
  return (
    <form onSubmit={submit} noValidate aria-label={t("note_form")}>
      <Stack gap="sm">
        <Textarea
          label={t("note_label")}
          description={t("note_description")}
          required
          rows={4}
          error={textError}
          {...form.register("text")}
        />
        <Controller
          control={form.control}
          name="files"
          render={({ field, fieldState }) => (
            <AttachmentInput
              item={NOTE_FILES_ITEM}
              error={fieldState.error?.message}
              id="note-files"
              label={t("note_attachments")}
              value={field.value}
              onChange={field.onChange}
              required={false}
              readOnly={adding}
            />
          )}
        />
        {error ? (
          <Alert color="red" variant="outline" title={t("note_not_added")} role="alert">
            {errorText(error, t)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <ProgressButton type="submit" busy={adding}>
            {t("note_add")}
          </ProgressButton>
        </Group>
      </Stack>
    </form>
  );
}
