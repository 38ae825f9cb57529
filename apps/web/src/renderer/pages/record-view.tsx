import { Group, Stack, Text, Title } from "@mantine/core";
import { useMessage } from "../../lib/messages/use-message";
import { useInSteps } from "../../lib/use-in-steps";
import { NoWrapIds } from "../../lib/ui/no-wrap-ids";
import { ProgressButton } from "../../lib/ui/progress-button";
import type { TRow } from "../data-source";
import { FieldDisplay } from "../screens/shared/field-display";
import { ScreenSections } from "../screens/shared/screen-sections";
import { useReadOnlyScreen } from "../screens/shared/use-read-only-screen";
import type { TListScreen } from "../screens/list/use-list-screen";
import type { RecordEditing } from "./use-record-editing";

interface RecordViewProps {
  heading: string;
  document: TListScreen;
  row: TRow;
  /** Undefined: Edit is offered and the server decides on save. */
  canEdit?: boolean;
  editing: RecordEditing;
}

/**
 * A record as its user reads it: the h1 with Edit beside it (the page's one primary action), then
 * every value the screen shows as a label/value pair, an editable grid as its rows. No form is
 * built until Edit is pressed (useRecordEditing).
 */
export function RecordView({ heading, document, row, canEdit, editing }: RecordViewProps) {
  const screen = useReadOnlyScreen(document.sections, row);
  // The heading and the first section commit first, each further section in a render of its own.
  const drawn = useInSteps(document.sections, 1).length;
  const t = useMessage();
  const editable = canEdit !== false;
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1}>
          <NoWrapIds text={heading} />
        </Title>
        {editable ? (
          <ProgressButton
            ref={editing.editButton}
            busy={editing.opening}
            onClick={editing.edit}
            onPointerEnter={editing.prefetch}
            onFocus={editing.prefetch}
          >
            {t("record_edit")}
          </ProgressButton>
        ) : null}
      </Group>
      {editable ? null : <Text c="dimmed">{t("form_read_only")}</Text>}
      <ScreenSections
        sections={document.sections}
        drawn={drawn}
        row={row}
        isVisible={screen.isVisible}
        renderField={(item) => <FieldDisplay item={item} screen={screen} />}
        readOnly
      />
    </Stack>
  );
}
