import { z } from "zod";
import { screenName, text, wholeNumber } from "./fields.js";

/** Saved data views of a list, under the dataview base. */
export const DataViewsPath = {
  /** GET ?screenName=: the caller's own views of the list and those shared with its company. */
  list: "/api/dataview/views",
  /** POST: save (a name the caller already uses on this list is replaced). */
  save: "/api/dataview/views/save",
  /** POST { id }: delete one of the caller's own views. */
  remove: "/api/dataview/views/delete",
} as const;

const name = text().max(200);

/** What a list shows: its visible columns in order, quick search, filter values and sort. */
export const ZDataViewState = z.object({
  /** Column names of the screen's search, in the order shown; absent: all of them. */
  columns: z.array(name).min(1).max(100).optional(),
  searchValue: text().max(200).default(""),
  /** Filter item_name → value, as the list's URL keeps them. */
  filters: z
    .record(name, text().max(1000))
    .refine((f) => Object.keys(f).length <= 50, "at most 50 filters")
    .default({}),
  sort: z
    .object({ column: name, direction: z.enum(["asc", "desc"]) })
    .nullable()
    .default(null),
});
export type TDataViewState = z.output<typeof ZDataViewState>;

export const ZDataViewsQuery = z.object({ screenName });

export const ZSaveDataViewRequest = z.object({
  screenName,
  name: text().trim().min(1).max(80),
  /** Visible to the people of the caller's company too. */
  shared: z.boolean().default(false),
  state: ZDataViewState,
});
export type TSaveDataViewRequest = z.input<typeof ZSaveDataViewRequest>;

export const ZDeleteDataViewRequest = z.object({ id: wholeNumber(1) });

export const ZDataView = z.object({
  id: z.number().int(),
  screenName: text(),
  name: text(),
  shared: z.boolean(),
  /** The caller's own view (only those can be deleted). */
  mine: z.boolean(),
  ownerName: text(),
  state: ZDataViewState,
  createdAt: text(),
});
export type TDataView = z.output<typeof ZDataView>;
export const ZDataViewsResponse = z.array(ZDataView);
export const ZDeleteDataViewResponse = z.object({ deleted: z.number().int() });
