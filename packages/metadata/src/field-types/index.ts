import { z } from "zod";
import type { FieldType } from "../screen/field-types.js";
import { attachmentFieldType } from "./attachment.js";
import { checkboxFieldType } from "./checkbox.js";
import { codeSelectFieldType } from "./code-select.js";
import { dateTimeFieldType } from "./date-time.js";
import { dateFieldType } from "./date.js";
import type { FieldTypeDefinition } from "./definition.js";
import { emailFieldType } from "./email.js";
import { COMMON_FIELD_SETTINGS, fieldItemBase } from "./item-base.js";
import { optionsOf, type OptionEntry } from "../palette/option-text.js";
import { labelFieldType } from "./label.js";
import { lookupFieldType, type TLookupRef } from "./lookup.js";
import { multilineTextFieldType } from "./multiline-text.js";
import { numberFieldType } from "./number.js";
import { phoneFieldType } from "./phone.js";
import { textFieldType } from "./text.js";

export * from "./calendar.js";
export * from "./checkbox.js";
export * from "./definition.js";
export * from "./item-base.js";
export * from "./lookup.js";

/**
 * Every field type's definition, one file each. A type added to FIELD_TYPES fails this
 * type-check until its definition is here (and the web registry's until its folder is there).
 */
export const fieldTypeDefinitions = {
  text: textFieldType,
  multilineText: multilineTextFieldType,
  number: numberFieldType,
  date: dateFieldType,
  dateTime: dateTimeFieldType,
  checkbox: checkboxFieldType,
  email: emailFieldType,
  phone: phoneFieldType,
  codeSelect: codeSelectFieldType,
  lookup: lookupFieldType,
  attachment: attachmentFieldType,
  label: labelFieldType,
} satisfies { [K in FieldType]: FieldTypeDefinition<K> };

const itemOf = <K extends FieldType, O extends z.ZodObject>(definition: FieldTypeDefinition<K, O>) =>
  z.object({
    ...fieldItemBase,
    type: z.literal(definition.type),
    ...(definition.options.shape as O["shape"]),
  });

/**
 * A field item: the common fields plus its type's own options. Keys of other types' options are
 * dropped on parse, so documents written when an item was one flat object still parse.
 */
export const ZFieldItem = z.discriminatedUnion("type", [
  itemOf(textFieldType),
  itemOf(multilineTextFieldType),
  itemOf(numberFieldType),
  itemOf(dateFieldType),
  itemOf(dateTimeFieldType),
  itemOf(checkboxFieldType),
  itemOf(emailFieldType),
  itemOf(phoneFieldType),
  itemOf(codeSelectFieldType),
  itemOf(lookupFieldType),
  itemOf(attachmentFieldType),
  itemOf(labelFieldType),
]);
export type TFieldItem = z.infer<typeof ZFieldItem>;
export type TFieldItemOf<K extends FieldType> = Extract<TFieldItem, { type: K }>;

/** The definition of a type, widened for callers that hold a type only at run time. */
export const fieldTypeDefinition = (type: FieldType): FieldTypeDefinition<FieldType> =>
  fieldTypeDefinitions[type] as FieldTypeDefinition<FieldType>;

/**
 * The check of a field's value, as both the web form and the server's save checks run it.
 * `required` overrides the item's own flag (the server also requires NOT NULL dictionary columns).
 */
export function fieldValueSchema(item: TFieldItem, required: boolean = item.required): z.ZodType {
  return fieldTypeDefinition(item.type).value(item as never, required);
}

/**
 * A field item built from a flat column declaration (a search column or filter),
 * whose type is known only at run time: each type keeps the options it knows.
 */
export function fieldItemOf(flat: {
  id: string;
  type: FieldType;
  column: string;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  width?: number;
  codeTable?: string;
  lookup?: TLookupRef;
}): TFieldItem {
  const given = Object.entries(flat).filter(([, value]) => value !== undefined);
  return {
    kind: "field",
    required: false,
    readOnly: false,
    width: 6,
    ...Object.fromEntries(given),
  } as TFieldItem;
}

/** The code table of a field, when its type has one. */
export const codeTableOf = (item: TFieldItem): string | undefined =>
  item.type === "codeSelect" ? item.codeTable : undefined;

/** The lookup screen of a field, when its type has one. */
export const lookupOf = (item: TFieldItem): TLookupRef | undefined =>
  item.type === "lookup" ? item.lookup : undefined;

/** A field type's property panel rows: the common settings it offers, then its own options. */
export function fieldPanelOptions(type: FieldType): OptionEntry[] {
  const definition = fieldTypeDefinition(type);
  const offered = new Set<string>(definition.common ?? COMMON_FIELD_SETTINGS);
  const common = optionsOf(z.object(fieldItemBase)).filter((entry) => offered.has(entry.name));
  return [...common, ...optionsOf(definition.options)];
}
