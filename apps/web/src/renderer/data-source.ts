import type { TConstraint, TDataView, TPrimaryRowModel, TSaveDataViewRequest } from "@fsm/contracts";
import type { TScreenDocument } from "@fsm/metadata";
import { messageText } from "../lib/messages/message-text";

/**
 * What the renderer needs from the server, as interfaces: controllers and field inputs take these
 * as parameters, so screens run (and are tested) before the server's search and save exist.
 */

/** One row of a table as the server presents it: column name → value (child rows under their table). */
export type TRow = Record<string, unknown>;

export type TSortDirection = "asc" | "desc";
export interface TSort {
  column: string;
  direction: TSortDirection;
}

/** A search the screen's metadata allows: filters are keyed by their declared item_name. */
export interface SearchCriteria {
  screenName: string;
  searchValue: string;
  filters: Record<string, string>;
  orderBy: TSort[];
  /** 1-based page; with a cursor the server may seek instead of skipping (keyset paging). */
  page: number;
  pageSize: number;
  cursor: string | null;
  /** Criteria fixed by the caller, not the user (a lookup narrowed by another field's value). */
  constraints?: TConstraint[];
}

export interface SearchResult {
  rows: TRow[];
  total: number;
  /** Large tables answer an estimated or capped count; the pager says "about". */
  totalIsEstimate: boolean;
  /** Opaque keyset position after the last row, or null on the last page. */
  nextCursor: string | null;
}

/** What a list shows, to export: its criteria (paging ignored) and its visible columns in order. */
export interface ExportRequest {
  criteria: SearchCriteria;
  columns: string[];
  /** The file's name without extension. */
  fileName: string;
}

/** A finished export: the file and the rows it holds (the header row not counted). */
export interface ExportedFile {
  blob: Blob;
  fileName: string;
  rows: number;
}

/** A list's saved views (GET/POST dataview/views): own ones and those shared with the company. */
export interface DataViewSource {
  list(screenName: string, signal?: AbortSignal): Promise<TDataView[]>;
  save(request: TSaveDataViewRequest): Promise<TDataView>;
  remove(id: number): Promise<void>;
}

export interface SearchDataSource {
  search(criteria: SearchCriteria, signal?: AbortSignal): Promise<SearchResult>;
  /** Every row of the list as CSV, with the rows received so far reported as they arrive; absent: no export. */
  /** Saved views of the list; absent: the list offers no Views menu. */
  views?: DataViewSource;
  exportCsv?(
    request: ExportRequest,
    onProgress: (rows: number) => void,
    signal?: AbortSignal,
  ): Promise<ExportedFile>;
}

/** Spec §3 primary-row model: table name plus key attributes (each key_attr and value). */
export type PrimaryRowKey = TPrimaryRowModel;

/** Spec §3 save payload (updateentity); screenName names the form the server checks it against. */
export interface SaveModel {
  screenName: string;
  primaryTable: string;
  dataModel: TRow;
  originalDataModel: TRow;
  childTables: Record<string, TRow[]>;
  /** attachmentId alone names an earlier attachments/upload; with a file, the file travels with the save. */
  attachments: { attachmentId: string; attachment?: File; fileType?: string }[];
}

export interface RecordDataSource {
  load(key: PrimaryRowKey, signal?: AbortSignal): Promise<TRow>;
  /** Resolves with the stored row; rejects with SaveConflictError when the row changed meanwhile. */
  save(model: SaveModel): Promise<TRow>;
}

/** A stale originalDataModel (409): the server answers the current row, so nothing is lost. */
export class SaveConflictError extends Error {
  constructor(readonly current: TRow) {
    super(messageText("record_changed_meanwhile"));
    this.name = "SaveConflictError";
  }
}

export interface CodeOption {
  value: string;
  label: string;
}

export interface CodePage {
  options: CodeOption[];
  /** How many codes match in all; above maxCodeSelectOptions the select becomes searchable. */
  total: number;
}

/** Code-table values (fetchcodes); `search` narrows them server side for long tables. */
export interface CodeDataSource {
  codes(codeTable: string, query: { search: string; limit: number }, signal?: AbortSignal): Promise<CodePage>;
}

/** Loads a screen document by name (fetchscreen in the app, in-memory in tests). */
export type ScreenLoader = (screenName: string, signal?: AbortSignal) => Promise<TScreenDocument>;
