import type { ComponentType } from "react";
import type { TScreenItem } from "@fsm/metadata";
import type { TRow } from "../data-source";

/** Items that are not form values: grids, cards, counters, buttons and links. */
export type TNonFieldItem = Exclude<TScreenItem, { kind: "field" }>;
export type TNonFieldKind = TNonFieldItem["kind"];
export type TAction = Extract<TScreenItem, { kind: "button" }>["action"];

export interface ItemViewProps<K extends TNonFieldKind> {
  item: Extract<TNonFieldItem, { kind: K }>;
  /** The record the screen shows (empty on a list or a new record). */
  row: TRow;
  /** Runs a button's action; the screen decides what save, cancel or navigate mean. */
  onAction?(action: TAction): void;
  /** Buttons are disabled while the screen saves. */
  busy?: boolean;
  /** Inside a form, save and submit buttons submit it (so its validation runs first). */
  inForm?: boolean;
  /** The user may not change this record (an editable child grid then only shows its rows). */
  readOnly?: boolean;
}

export interface ItemUi<K extends TNonFieldKind> {
  kind: K;
  View: ComponentType<ItemViewProps<K>>;
}
