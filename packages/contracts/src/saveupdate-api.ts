import { z } from "zod";
import { ZCellValueOrList, ZSearchRow } from "./dataview-api.js";
import { ZErrorResponse } from "./errors.js";
import { fileName, formField, rowId, screenName, tableName, text } from "./fields.js";

/** Paths of the save calls (spec §7 "Themes, saves and attachments"), matched case-insensitively. */
export const SaveUpdatePath = {
  updateEntity: "/api/saveupdate/updateentity",
  createTable: "/api/saveupdate/createtable",
} as const;

export const ZSaveRow = z.record(text().max(63), ZCellValueOrList);
export type TSaveRow = z.infer<typeof ZSaveRow>;

/**
 * updateentity arrives as multipart form-data, each field JSON text (primaryTable may be a plain
 * table name). screenName names the form whose metadata the save is checked against. The primary
 * row is updated when dataModel carries its id (with originalDataModel.version), else inserted.
 * childTables: child table → the complete list of its rows under this parent (rows with id are
 * updated, rows without are inserted, stored rows missing from the list are deleted); only
 * editable child grids of the screen are written, tables not named are left alone.
 * attachments: files to link to the saved row; a file part of the form named by its attachmentId
 * is stored with the save, any other attachmentId names an earlier attachments/upload of the caller.
 */
export const ZUpdateEntityFields = z.object({
  screenName,
  primaryTable: tableName,
  dataModel: ZSaveRow,
  originalDataModel: ZSaveRow.default({}),
  childTables: z.record(text().max(63), z.array(ZSaveRow).max(500)).default({}),
  attachments: z
    .array(z.object({ attachmentId: text().max(100), fileType: text().max(20).optional() }))
    .max(20)
    .default([]),
});
export type TUpdateEntityFields = z.infer<typeof ZUpdateEntityFields>;

/** updateentity as multipart form-data: the same fields, each as text (JSON text where it is an object). */
export const ZUpdateEntityForm = z
  .object({
    screenName: text(),
    primaryTable: text(),
    dataModel: text().describe("JSON text of the row"),
    originalDataModel: text().describe("JSON text of the row as it was read").optional(),
    childTables: text().describe("JSON text: child table → rows").optional(),
    attachments: text().describe("JSON text: [{ attachmentId, fileType }]").optional(),
  })
  .catchall(text());

export const ZUpdateEntityResponse = z.object({
  status: z.literal("success"),
  tableName: text(),
  /** The stored row after the save (every exposed column, new version included). */
  dataModel: ZSearchRow,
  childTables: z.record(text(), z.array(ZSearchRow)),
});
export type TUpdateEntityResponse = z.infer<typeof ZUpdateEntityResponse>;

/** 409: originalDataModel is stale; `current` is the stored row so the client loses nothing. */
export const ZSaveConflictResponse = z.object({
  ...ZErrorResponse.shape,
  current: ZSearchRow,
});
export type TSaveConflictResponse = z.infer<typeof ZSaveConflictResponse>;

export const ZCreateTableQuery = z.object({
  tableName,
  /** Optional: the form whose field defaults fill the blank model. */
  screenName: screenName.optional(),
});
export const ZCreateTableResponse = z.object({
  tableName: text(),
  dataModel: ZSearchRow,
});

/** Uploads (spec §7: attachments/upload with attachment, filename) and their download. */
export const AttachmentsPath = {
  upload: "/api/attachments/upload",
  download: "/api/attachments/download",
} as const;

/** The text fields of attachments/upload (the file itself is the `attachment` part). */
export const ZUploadForm = z.object({
  filename: formField(fileName),
  /** With rowId: link the file to that row of the table at once (the caller must be allowed to edit it). */
  tableName: formField(tableName),
  rowId: formField(rowId),
});

export const ZUploadResponse = z.object({
  /** Generated storage id: name it in updateentity's attachments to link the file to the saved row. */
  attachmentId: text(),
  /** The attachment row when the upload was linked at once (tableName + rowId), else null. */
  id: z.number().int().nullable(),
  fileName: text(),
  contentType: text().describe("Sniffed from the bytes, never taken from the client"),
  size: z.number().int(),
});
export const ZAttachmentDownloadQuery = z.object({ id: rowId });

/** invokempm (spec §3 perform-method payload): a named server method from the server's registry. */
export const ZInvokeMpmRequest = z.object({
  performName: text().trim().min(1).max(64),
  parameters: z.record(text().max(63), z.unknown()).default({}),
  /** Names of the result values wanted; empty means all. */
  resultElements: z.array(text().max(63)).max(50).default([]),
});
export const ZInvokeMpmResponse = z.object({
  performName: text(),
  result: ZSearchRow,
});
