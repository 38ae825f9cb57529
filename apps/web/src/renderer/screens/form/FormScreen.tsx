import { Alert, Group, Stack, Text, Title } from "@mantine/core";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { NoWrapIds } from "../../../lib/ui/no-wrap-ids";
import { LeaveDialog } from "../../../lib/navigation/leave-dialog";
import { ItemView } from "../../item-registry";
import { ScreenSections } from "../shared/screen-sections";
import { ConflictDialog } from "./ConflictDialog";
import { FormField } from "./form-field";
import { useFocusFirstField } from "./use-focus-first-field";
import { useFormScreen, type FormScreenParams } from "./use-form-screen";
import { MetadataFormProvider } from "../shared/metadata-form-provider";

/**
 * A record's form: sections of fields and items, the screen's actions, and the 409 dialog. Its h1
 * is `heading` (the record's own name) when the page gives one, else the screen's title. Opened by
 * the user (a record's Edit), `focusFirstField` puts the focus in the first field they may change.
 */
export function FormScreen({
  heading,
  focusFirstField = false,
  ...props
}: FormScreenParams & { heading?: string; focusFirstField?: boolean }) {
  const controller = useFormScreen(props);
  useFocusFirstField(
    focusFirstField,
    controller.fields.filter((item) => !controller.isReadOnly(item) && controller.isVisible(item)),
  );
  const t = useMessage();
  const title = heading ?? t(props.document.title);
  return (
    // The provider lets editable child grids bind their rows to this form.
    <MetadataFormProvider form={controller.form}>
      <form onSubmit={controller.submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Title order={1}>
            <NoWrapIds text={title} />
          </Title>
          {controller.canEdit ? null : <Text c="dimmed">{t("form_read_only")}</Text>}
          {controller.saveError ? (
            <Alert color="red" variant="outline" title={t("form_not_saved")} role="alert">
              {errorText(controller.saveError, t)}
            </Alert>
          ) : null}
          <ScreenSections
            sections={props.document.sections}
            row={props.row}
            isVisible={controller.isVisible}
            renderField={(item) => <FormField item={item} controller={controller} />}
            onAction={controller.onAction}
            busy={controller.saving}
            inForm
            readOnly={!controller.canEdit}
          />
          <Group justify="flex-end">
            {controller.isDirty ? (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t("form_unsaved_changes")}
              </Text>
            ) : null}
            {props.document.actions
              .filter((action) => controller.canEdit || action.action.type !== "save")
              .map((action) => (
                <ItemView
                  key={action.id}
                  item={action}
                  row={props.row}
                  onAction={controller.onAction}
                  busy={controller.saving}
                  inForm
                />
              ))}
          </Group>
        </Stack>
      </form>
      <ConflictDialog controller={controller} />
      <LeaveDialog guard={controller.guard} kind="unsaved" />
      <LeaveDialog guard={controller.cancelQuestion} kind="unsaved" />
    </MetadataFormProvider>
  );
}
