import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFieldItem, TScreenDocument } from "@fsm/metadata";
import { useMessage } from "../../../lib/messages/use-message";
import { useUnsavedChangesGuard } from "../../../lib/navigation/unsaved-changes";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { clearScreenCache } from "../../api/fetch-screen";
import { SaveConflictError, type SaveModel, type TRow } from "../../data-source";
import { gridValuesOf } from "../../items/childGrid/grid-model";
import type { TAction } from "../../items/item-ui";
import type { TFormValues } from "../../visibility";
import { useMetadataForm } from "../shared/use-metadata-form";
import { formNameOf } from "./server-field-errors";
import { buildSaveModel, changedFields, formValuesOf, type FieldChange } from "./form-model";

export type TFormDocument = Extract<TScreenDocument, { type: "portal" | "workflowStep" }>;

export interface FormScreenParams {
  document: TFormDocument;
  /** The record as loaded (or a blank one from createtable). */
  row: TRow;
  /** updateentity in the app; rejects with SaveConflictError on a stale originalDataModel. */
  save(model: SaveModel): Promise<TRow>;
  /** false makes every field read-only (e.g. canEditRequest for service requests). */
  canEdit?: boolean;
  onSaved?(row: TRow): void;
  /** Cancel, navigate and other button actions; save is handled here. */
  onAction?(action: TAction): void;
}

export interface Conflict {
  current: TRow;
  changes: FieldChange[];
}

/** A form screen's logic (react-admin's useEditController, headless): values, rules, save, 409. */
export function useFormScreen({ document, row, save, canEdit = true, onSaved, onAction }: FormScreenParams) {
  const queryClient = useQueryClient();
  const t = useMessage();
  // The row the user's edits are based on: the loaded one, then each saved or reloaded one.
  const [original, setOriginal] = useState<TRow>(row);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // Cancel with unsaved edits asks first, as leaving the page does.
  const [cancelling, setCancelling] = useState<TAction | null>(null);
  // Editable child grids' rows are form values too, under their table's name.
  const valuesOf = (fields: readonly TFieldItem[], next: TRow): TFormValues => ({
    ...gridValuesOf(document.sections, next),
    ...formValuesOf(fields, next),
  });
  const { form, fields, values, label, isVisible } = useMetadataForm(document.sections, (items) =>
    valuesOf(items, row),
  );
  const isDirty = form.formState.isDirty;

  // Leaving the page with unsaved edits asks first: side bar, Back (the dialog), reload (the browser);
  // the page's other forms (a request's note) report theirs to this guard.
  const guard = useUnsavedChangesGuard(isDirty);

  const rebase = (next: TRow) => {
    setOriginal(next);
    setConflict(null);
    form.reset(valuesOf(fields, next));
  };
  const mutation = useMutation({
    mutationFn: ({ mine, base }: { mine: TFormValues; base: TRow }) =>
      save(buildSaveModel(document.name, document.sections, fields, mine, document.table, base)),
    onSuccess: (saved) => {
      clearScreenCache(queryClient); // spec §4: any save empties the screen metadata cache
      guard.settled();
      rebase(saved);
      onSaved?.(saved);
    },
    onError: (error, { mine, base }) => {
      if (error instanceof SaveConflictError)
        setConflict({ current: error.current, changes: changedFields(fields, base, error.current, mine) });
      else
        showServerFieldErrors(error, form.setError, t, {
          nameOf: (path) => formNameOf(fields, path),
          focus: true,
        });
    },
  });

  const isReadOnly = (item: TFieldItem) => item.readOnly || !canEdit;
  return {
    form,
    fields,
    values,
    isDirty,
    guard,
    canEdit,
    saving: mutation.isPending,
    saveError: mutation.error instanceof SaveConflictError ? null : mutation.error,
    label,
    isVisible,
    isReadOnly,
    // Enter in a field submits too: a save under way is not started twice (the button waits meanwhile).
    submit: form.handleSubmit((mine) => {
      if (!mutation.isPending) mutation.mutate({ mine, base: original });
    }),
    onAction: (action: TAction) => {
      if (action.type === "cancel" && isDirty) setCancelling(action);
      else onAction?.(action);
    },
    /** Cancel's question while there are unsaved edits: Stay keeps them, Leave drops them. */
    cancelQuestion: {
      asking: cancelling !== null,
      stay: () => setCancelling(null),
      leave: () => {
        setCancelling(null);
        guard.settled(); // a host whose Cancel navigates is not asked twice
        if (cancelling) onAction?.(cancelling);
      },
    },
    conflict,
    /** Take the other user's row; this user's unsaved edits are dropped. */
    reload: () => conflict && rebase(conflict.current),
    /** Save these edits over the other user's row, knowingly. */
    overwrite: () => conflict && mutation.mutate({ mine: form.getValues(), base: conflict.current }),
    keepEditing: () => setConflict(null),
  };
}
export type FormScreenController = ReturnType<typeof useFormScreen>;
