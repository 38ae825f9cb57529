import { statusTransitionsOf } from "../records/status-transitions.js";

/** A new record starts where its table's lifecycle declares: a request NEW, an RMA OPEN. */
export const initialStatus = (table: string) => statusTransitionsOf(table)?.initial;

/**
 * Who may add a note: anyone who can read the request (row scope), while it is open. Notes are not
 * edits of the request's fields, so canEditRequest (which gates updateentity) does not apply.
 */
export const canAddNote = (isOpen: boolean) => isOpen;
