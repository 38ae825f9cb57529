import type { DESIGNER_PALETTE_MESSAGES } from "@fsm/contracts";

/** A key of the designer palette's message part (a type only: the texts load with the designer). */
export type TPaletteKey = keyof typeof DESIGNER_PALETTE_MESSAGES;

/**
 * The column types of the data dictionary (the server's DictColumn.type, the `dataType` of a
 * table's column items): what a field type may be placed on.
 */
export const COLUMN_TYPES = ["integer", "number", "text", "date", "dateTime", "boolean"] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** The palette's groups, in the order it shows them, each with its heading's message key. */
export const PALETTE_CATEGORIES = {
  input: "palette_category_input",
  choice: "palette_category_choice",
  display: "palette_category_display",
  files: "palette_category_files",
  layout: "palette_category_layout",
  data: "palette_category_data",
  action: "palette_category_action",
} as const satisfies Record<string, TPaletteKey>;
export type PaletteCategory = keyof typeof PALETTE_CATEGORIES;

/** A palette entry's name key, whose help is the same key followed by `_help`. */
export type TEntryLabel = {
  [K in TPaletteKey]: `${K}_help` extends TPaletteKey ? K : never;
}[TPaletteKey];

/** The export name of an icon of `@tabler/icons-react` (a string, so this package stays UI-free). */
export type TablerIconName = `Icon${string}`;

/**
 * What a palette shows of a field type or a screen item kind, and what the property panel titles
 * it with (its help, a tooltip, is helpKeyOf(label)). `fits` lists the dictionary column types it may be bound to; empty means it binds no
 * column of the table (a section, a button, an attachment).
 */
export interface PaletteEntry {
  label: TEntryLabel;
  icon: TablerIconName;
  category: PaletteCategory;
  fits: readonly ColumnType[];
}

/** The help of a palette entry: its label's key followed by `_help`. */
export const helpKeyOf = (label: TEntryLabel): TPaletteKey => `${label}_help` as TPaletteKey;
