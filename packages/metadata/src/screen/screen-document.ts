import { z } from "zod";
import { ZMessageKey, ZScreenName, ZTableName, ZColumnName } from "../names.js";
import { ZButtonItem, ZSection } from "./items.js";
import { ZSearchDefinition } from "./search.js";

/** The format version every screen document written today carries. */
export const SCREEN_FORMAT_VERSION = 3;

const header = {
  formatVersion: z.literal(SCREEN_FORMAT_VERSION),
  name: ZScreenName,
  title: ZMessageKey,
};

/** A list and/or form over one table (spec: portal screen). */
export const ZPortalScreen = z.object({
  ...header,
  type: z.literal("portal"),
  table: ZTableName,
  search: ZSearchDefinition.optional(),
  sections: z.array(ZSection).default([]),
  actions: z.array(ZButtonItem).default([]),
});

/** A picker over one table, opened as a modal by lookup fields. */
export const ZLookupScreen = z.object({
  ...header,
  type: z.literal("lookup"),
  table: ZTableName,
  search: ZSearchDefinition,
  keyColumn: ZColumnName,
  displayColumn: ZColumnName,
  isGenericLookup: z.boolean().default(false),
});

/** The read-only review shown before a workflow submits. */
export const ZConfirmationScreen = z.object({
  ...header,
  type: z.literal("confirmation"),
  message: ZMessageKey.optional(),
  sections: z.array(ZSection).default([]),
  actions: z.array(ZButtonItem).default([]),
});

/** The approved summary of a submitted record. */
export const ZSummaryScreen = z.object({
  ...header,
  type: z.literal("summary"),
  table: ZTableName,
  sections: z.array(ZSection).min(1),
});

/** One step of a workflow wizard. */
export const ZWorkflowStepScreen = z.object({
  ...header,
  type: z.literal("workflowStep"),
  table: ZTableName,
  sections: z.array(ZSection).min(1),
  actions: z.array(ZButtonItem).default([]),
});

export const ZScreenDocument = z.discriminatedUnion("type", [
  ZPortalScreen,
  ZLookupScreen,
  ZConfirmationScreen,
  ZSummaryScreen,
  ZWorkflowStepScreen,
]);
export type TScreenDocument = z.infer<typeof ZScreenDocument>;
export type TScreenDocumentInput = z.input<typeof ZScreenDocument>;
export type TScreenType = TScreenDocument["type"];
