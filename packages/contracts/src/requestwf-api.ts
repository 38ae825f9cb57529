import { z } from "zod";
import { ZCellValue } from "./dataview-api.js";
import { ZSuccessResponse } from "./errors.js";
import { screenName, tableName, text, rowId } from "./fields.js";

/**
 * Paths of the wizard submission, confirmation mail and request timeline calls (spec §7: the
 * requestwf and requestworkflow bases), matched case-insensitively by the server.
 */
export const RequestWfPath = {
  submitWorkflow: "/api/requestwf/submitworkflow",
  sendEmail: "/api/requestworkflow/sendemail",
  timeline: "/api/requestwf/timeline",
  addNote: "/api/requestwf/addnote",
} as const;

const columnName = text().max(63);
const row = z.record(columnName, ZCellValue);
/** Generated storage ids returned by attachments/upload (ZUploadResponse.attachmentId). */
const attachmentIds = z.array(text().trim().min(1).max(100)).max(20).default([]);

/**
 * One finished wizard run. idempotencyKey is a uuid v4 made once per run: replaying the same key
 * (double click, retry after a network error) answers the first result with replayed: true and
 * creates nothing; the same key with a different payload is refused (409
 * FSM.PORTAL.IDEMPOTENCY_CONFLICT). dataModel holds columns of the workflow's primary table that the
 * steps on this run's path show (others → 400 naming them; attachment fields' values are ignored,
 * their files travel in attachmentIds); childTables the editable child grid rows (rma_lines for an
 * RMA, at least one). A disabled workflow answers 409, an unknown one 404. A customer's record
 * belongs to their company; a staff submission to the chosen site's company.
 */
export const ZSubmitWorkflowRequest = z.object({
  workflowName: screenName,
  idempotencyKey: z.uuidv4(),
  dataModel: row,
  childTables: z.record(columnName, z.array(row).max(200)).default({}),
  attachmentIds,
});
export type TSubmitWorkflowRequest = z.infer<typeof ZSubmitWorkflowRequest>;

export const ZSubmitWorkflowResponse = z.object({
  /** The workflow's primary table: one whose business module declares that it takes workflows. */
  table: tableName,
  id: z.number().int(),
  /** The human request/RMA number shown on requestsuccess / rmasuccess (SR-000123, RMA-000045). */
  number: text(),
  /** true when this answer is the stored result of an earlier submission with the same key. */
  replayed: z.boolean(),
});
export type TSubmitWorkflowResponse = z.infer<typeof ZSubmitWorkflowResponse>;

/**
 * Confirmation mail (spec §7 requestworkflow/sendemail). Sent as plain text only (never HTML; line
 * breaks in the subject become spaces) to the caller's own e-mail address; staff may also send to
 * the address of any person of the portal, never to an unknown one (403). Rate limited per person
 * (429 with Retry-After).
 */
export const ZSendEmailRequest = z.object({
  toEmail: z.email().max(254),
  subjectEmail: text().trim().min(1).max(200),
  messageEmail: text().trim().min(1).max(10_000),
});
export type TSendEmailRequest = z.infer<typeof ZSendEmailRequest>;

export const ZSendEmailResponse = ZSuccessResponse;
export type TSendEmailResponse = z.infer<typeof ZSendEmailResponse>;

export const ZTimelineQuery = z.object({ requestId: rowId });
export type TTimelineQuery = z.infer<typeof ZTimelineQuery>;

export const ZTimelineAttachment = z.object({ id: z.number().int(), name: text() });
export const ZTimelineStatus = z.object({
  /** Status code (request_statuses), e.g. NEW, IN_PROGRESS, CLOSED. */
  status: text(),
  at: text().describe("ISO 8601 time"),
  /** Display name of who made the change. */
  by: text(),
});
export const ZTimelineNote = z.object({
  id: z.number().int(),
  text: text(),
  at: text().describe("ISO 8601 time"),
  author: text(),
  attachments: z.array(ZTimelineAttachment),
});
/**
 * Both lists are oldest first (newest last). statuses: history entries of kind STATUS whose text
 * is a status code; every other entry is a note. A request outside the caller's scope is 404.
 */
export const ZTimelineResponse = z.object({
  statuses: z.array(ZTimelineStatus),
  notes: z.array(ZTimelineNote),
  /** Whether the caller may add a note now (request open, and the caller allowed to). */
  canAddNote: z.boolean(),
});
export type TTimelineResponse = z.infer<typeof ZTimelineResponse>;
export type TTimelineNote = z.infer<typeof ZTimelineNote>;

/**
 * A note on an open request (status not CLOSED/CANCELLED/RESOLVED: request_statuses.is_open) in the
 * caller's row scope; a closed one answers 409. Notes are not edits of the request's fields, so
 * canEditRequest (which gates updateentity for customers) does not apply. attachmentIds: the
 * caller's own unlinked uploads, linked to the note. idempotencyKey: a uuid v4 made once per note
 * (the web sends one); the same key again (double click, retry, two at once) answers the first note
 * and stores nothing, the same key with another note is refused (409 FSM.PORTAL.IDEMPOTENCY_CONFLICT).
 */
export const ZAddNoteRequest = z.object({
  requestId: rowId,
  text: text().trim().min(1).max(4000),
  attachmentIds,
  idempotencyKey: z.uuidv4().optional(),
});
export type TAddNoteRequest = z.infer<typeof ZAddNoteRequest>;
/** The stored note, as the timeline lists it. */
export const ZAddNoteResponse = ZTimelineNote;
export type TAddNoteResponse = z.infer<typeof ZAddNoteResponse>;
