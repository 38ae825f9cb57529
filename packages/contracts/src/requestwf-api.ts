import { z } from "zod";
import { ZCellValue } from "./dataview-api.js";

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

const columnName = z.string().max(63);
const row = z.record(columnName, ZCellValue);
/** Generated storage ids returned by attachments/upload (ZUploadResponse.attachmentId). */
const attachmentIds = z.array(z.string().trim().min(1).max(100)).max(20).default([]);

/**
 * One finished wizard run. idempotencyKey is a uuid v4 made once per run: replaying the same key
 * (double click, retry after a network error) answers the first result with replayed: true and
 * creates nothing; the same key with a different payload is refused (409
 * FSM.PORTAL.IDEMPOTENCY_CONFLICT). dataModel holds columns of the workflow's primary table that the
 * steps on this run's path show; childTables the child grid rows (rma_lines for an RMA).
 */
export const ZSubmitWorkflowRequest = z.object({
  workflowName: z.string().trim().min(1).max(64),
  idempotencyKey: z.uuidv4(),
  dataModel: row,
  childTables: z.record(columnName, z.array(row).max(200)).default({}),
  attachmentIds,
});
export type TSubmitWorkflowRequest = z.infer<typeof ZSubmitWorkflowRequest>;

export const ZSubmitWorkflowResponse = z.object({
  table: z.enum(["service_requests", "rmas"]),
  id: z.number().int(),
  /** The human request/RMA number shown on requestsuccess / rmasuccess (e.g. SR-000123). */
  number: z.string(),
  /** true when this answer is the stored result of an earlier submission with the same key. */
  replayed: z.boolean(),
});
export type TSubmitWorkflowResponse = z.infer<typeof ZSubmitWorkflowResponse>;

/**
 * Confirmation mail (spec §7 requestworkflow/sendemail). Sent as plain text only to the caller's
 * own e-mail address; rate limited per caller.
 */
export const ZSendEmailRequest = z.object({
  toEmail: z.email().max(254),
  subjectEmail: z.string().trim().min(1).max(200),
  messageEmail: z.string().trim().min(1).max(10_000),
});
export type TSendEmailRequest = z.infer<typeof ZSendEmailRequest>;

export const ZSendEmailResponse = z.object({ status: z.literal("success"), message: z.string() });
export type TSendEmailResponse = z.infer<typeof ZSendEmailResponse>;

export const ZTimelineQuery = z.object({ requestId: z.coerce.number().int().positive() });
export type TTimelineQuery = z.infer<typeof ZTimelineQuery>;

export const ZTimelineAttachment = z.object({ id: z.number().int(), name: z.string() });
export const ZTimelineStatus = z.object({
  /** Status code (request_statuses), e.g. NEW, IN_PROGRESS, CLOSED. */
  status: z.string(),
  at: z.string().describe("ISO 8601 time"),
  /** Display name of who made the change. */
  by: z.string(),
});
export const ZTimelineNote = z.object({
  id: z.number().int(),
  text: z.string(),
  at: z.string().describe("ISO 8601 time"),
  author: z.string(),
  attachments: z.array(ZTimelineAttachment),
});
/** Both lists are oldest first (newest last). */
export const ZTimelineResponse = z.object({
  statuses: z.array(ZTimelineStatus),
  notes: z.array(ZTimelineNote),
  /** Whether the caller may add a note now (request open, and the caller allowed to). */
  canAddNote: z.boolean(),
});
export type TTimelineResponse = z.infer<typeof ZTimelineResponse>;
export type TTimelineNote = z.infer<typeof ZTimelineNote>;

export const ZAddNoteRequest = z.object({
  requestId: z.number().int().positive(),
  text: z.string().trim().min(1).max(4000),
  attachmentIds,
});
export type TAddNoteRequest = z.infer<typeof ZAddNoteRequest>;
/** The stored note, as the timeline lists it. */
export const ZAddNoteResponse = ZTimelineNote;
export type TAddNoteResponse = z.infer<typeof ZAddNoteResponse>;
