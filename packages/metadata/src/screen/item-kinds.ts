import { z } from "zod";
import { fieldItemBase } from "../field-types/item-base.js";
import { COLUMN_TYPES, type PaletteEntry } from "../palette/palette.js";
import { ZButtonItem, ZCardItem, ZChildGridItem, ZCounterItem, ZNavLinkItem, ZSection } from "./items.js";
import type { TScreenItem } from "./items.js";

/**
 * One kind of thing a designer places on a screen: what the palette shows of it and the schema
 * whose annotated options (optionsOf) its property panel lists. A field's own options come from
 * its type (fieldPanelOptions); the `field` kind holds what every field has.
 */
export interface ScreenItemKindDefinition<K extends string = string> extends PaletteEntry {
  kind: K;
  schema: z.ZodObject;
}

/** Sections hold the items; they are placed from the palette like any item. */
export type ScreenItemKind = TScreenItem["kind"] | "section";

/**
 * Every screen item kind, declared once for palette and property panel. A kind added to
 * ZScreenItem fails this type-check until it is declared here.
 */
export const SCREEN_ITEM_KINDS = {
  section: {
    kind: "section",
    label: "palette_kind_section",
    icon: "IconLayoutRows",
    category: "layout",
    fits: [],
    schema: ZSection,
  },
  field: {
    kind: "field",
    label: "palette_kind_field",
    icon: "IconForms",
    category: "input",
    fits: COLUMN_TYPES,
    schema: z.object(fieldItemBase),
  },
  childGrid: {
    kind: "childGrid",
    label: "palette_kind_child_grid",
    icon: "IconTable",
    category: "data",
    fits: [],
    schema: ZChildGridItem,
  },
  card: {
    kind: "card",
    label: "palette_kind_card",
    icon: "IconAddressBook",
    category: "data",
    fits: [],
    schema: ZCardItem,
  },
  counter: {
    kind: "counter",
    label: "palette_kind_counter",
    icon: "IconHash",
    category: "data",
    fits: [],
    schema: ZCounterItem,
  },
  button: {
    kind: "button",
    label: "palette_kind_button",
    icon: "IconClick",
    category: "action",
    fits: [],
    schema: ZButtonItem,
  },
  navLink: {
    kind: "navLink",
    label: "palette_kind_nav_link",
    icon: "IconLink",
    category: "action",
    fits: [],
    schema: ZNavLinkItem,
  },
} as const satisfies { [K in ScreenItemKind]: ScreenItemKindDefinition<K> };
