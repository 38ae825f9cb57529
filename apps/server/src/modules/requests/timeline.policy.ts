/**
 * Who may add a note: anyone who can read the request (row scope), while it is open. Notes are not
 * edits of the request's fields, so canEditRequest (which gates updateentity) does not apply.
 */
export const canAddNote = (isOpen: boolean) => isOpen;
