import { useEffect, useRef, useState, useTransition } from "react";
import { withFormControls } from "../field-types/form-controls";

/**
 * The record's form with its controls (react-hook-form, the schema, an input per field): not part
 * of the record page until its user edits, so reading a record costs only its values' display.
 */
export const loadRecordForm = () => withFormControls(import("../screens/form/FormScreen"));

/** On intent (pointer over or focus on Edit), so the form is usually there when Edit is pressed. */
const prefetch = () => void loadRecordForm().catch(() => undefined);

/**
 * A record page's two modes, headless: reading (the default) and editing. Edit switches in a
 * transition, so the page keeps showing the record, with Edit busy, until the form's code is in;
 * leaving the form (saved or cancelled) gives the focus back to Edit.
 */
export function useRecordEditing() {
  const [editing, setEditing] = useState(false);
  const [opening, startOpening] = useTransition();
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  return {
    editing,
    opening,
    editButton,
    prefetch,
    edit: () => startOpening(() => setEditing(true)),
    /** Back to reading: after a save, or Cancel (which drops the unsaved edits). */
    done: () => {
      refocus.current = true;
      setEditing(false);
    },
  };
}
export type RecordEditing = ReturnType<typeof useRecordEditing>;
