import { lazy, Suspense, useDeferredValue } from "react";
import { Anchor, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { hasStatus } from "../../lib/api-error";
import { errorText } from "../../lib/messages/error-text";
import { useMessage } from "../../lib/messages/use-message";
import { updateEntity } from "../api/update-entity";
import type { TRow } from "../data-source";
import { FieldChoicesProvider } from "../field-choices";
import type { TListScreen } from "../screens/list/use-list-screen";
import { useBackToList } from "./use-back-to-list";
import { useRecordSaved } from "./use-record-saved";
import { RecordFiles } from "./record-files";
import { useRecordChoices, useRecordFiles, useScreenRecord } from "./use-screen-record";
import { recordHeading } from "./record-heading";
import { RecordSkeleton } from "./record-skeleton";
import { RecordView } from "./record-view";
import { loadRecordForm, useRecordEditing } from "./use-record-editing";
import { NotFoundState } from "./screen-gate";
import { NoAccessState } from "../../lib/ui/states";
import { UnsavedChangesGuard } from "../../lib/navigation/unsaved-changes";

const FormScreen = lazy(() => loadRecordForm().then((m) => ({ default: m.FormScreen })));

interface ScreenRecordProps {
  document: TListScreen;
  id: number;
  /** Where "Back to the list" goes. */
  listPath: string;
  /** What the record is, for the saved message ("Service request"). */
  what: string;
  /** The area's name ("RMA"), for the page a user without access to it sees. */
  area?: string;
  /** Where that page sends the user. */
  home?: string;
  /** Undefined leaves the decision to the server. */
  canEdit?: boolean;
  /** After a save, for what the feature shows beside the form (a request's status history). */
  afterSave?: (saved: TRow) => void;
}

/**
 * A loaded record of a list screen with its files and the way back to the list: read first, its
 * form once the user presses Edit (and while they edit), then read again with the saved values.
 */
export function ScreenRecord({
  document,
  id,
  listPath,
  what,
  canEdit,
  afterSave,
  area,
  home,
}: ScreenRecordProps) {
  const record = useScreenRecord(document, id);
  const choices = useRecordChoices(document, id);
  const files = useRecordFiles(document, id);
  const recordSaved = useRecordSaved(document.name, id, what);
  const editing = useRecordEditing();
  const onSaved = (saved: TRow) => {
    recordSaved(saved);
    afterSave?.(saved);
    editing.done();
  };
  const back = useBackToList(listPath);
  const t = useMessage();
  // The form draws in a deferred render once the record arrives, not in the urgent one its answer
  // starts (docs/UX.md "Speed"): React yields to the browser every few milliseconds meanwhile.
  const settled = useDeferredValue(record.isSuccess);
  if (record.isPending || (record.isSuccess && !settled))
    return <RecordSkeleton sections={document.sections} label={t("record_loading")} />;
  if (record.isError) {
    if (hasStatus(record.error, 403) && area) return <NoAccessState area={area} home={home ?? listPath} />;
    // Another company's row reads as missing on the server; it is "not found" here too.
    const missing = hasStatus(record.error, 404);
    return (
      <NotFoundState
        title={t(missing ? "record_not_found" : "record_load_failed")}
        reason={missing ? t("record_no_such", { id: String(id) }) : errorText(record.error, t)}
        to={listPath}
        linkLabel={t("record_back_to_list")}
      />
    );
  }
  const heading = recordHeading(what, document, record.data, id);
  return (
    // Shown before Edit is pressed, so Edit's transition keeps the record on the page (Edit busy)
    // until the form's code is in, instead of falling back to nothing.
    <Suspense>
      <Stack gap="sm">
        <Anchor component="button" type="button" size="sm" onClick={back} style={{ alignSelf: "flex-start" }}>
          <IconArrowLeft size={14} aria-hidden /> {t("record_back_to_list")}
        </Anchor>
        {editing.editing ? (
          // The form offers only what the server allows this user (statusChoices).
          <FieldChoicesProvider choices={choices.data}>
            <FormScreen
              heading={heading}
              document={document}
              row={record.data}
              save={updateEntity}
              canEdit={canEdit}
              onSaved={onSaved}
              onAction={(action) => {
                if (action.type === "cancel") editing.done();
              }}
              focusFirstField
            />
          </FieldChoicesProvider>
        ) : (
          <>
            {/* The form has the page's guard while it is open; reading, the page's other forms
                (a request's note) report their unsaved edits to this one. */}
            <UnsavedChangesGuard />
            <RecordView
              heading={heading}
              document={document}
              row={record.data}
              canEdit={canEdit}
              editing={editing}
            />
          </>
        )}
        <RecordFiles files={files.data ?? []} loading={files.isPending} />
      </Stack>
    </Suspense>
  );
}
