import type { FieldType } from "@fsm/metadata";
import type { FieldTypeUi } from "./field-types/field-type-ui";
import { attachmentField } from "./field-types/attachment";
import { checkboxField } from "./field-types/checkbox";
import { codeSelectField } from "./field-types/codeSelect";
import { dateField } from "./field-types/date";
import { dateTimeField } from "./field-types/dateTime";
import { emailField } from "./field-types/email";
import { labelField } from "./field-types/label";
import { lookupField } from "./field-types/lookup";
import { multilineTextField } from "./field-types/multilineText";
import { numberField } from "./field-types/number";
import { phoneField } from "./field-types/phone";
import { textField } from "./field-types/text";

/**
 * Every field type of @fsm/metadata's FIELD_TYPES, one folder each (ARCHITECTURE rule 3). A type
 * added to the metadata package fails this type-check until its folder and line exist here.
 */
export const fieldTypes = {
  text: textField,
  multilineText: multilineTextField,
  number: numberField,
  date: dateField,
  dateTime: dateTimeField,
  checkbox: checkboxField,
  email: emailField,
  phone: phoneField,
  codeSelect: codeSelectField,
  lookup: lookupField,
  attachment: attachmentField,
  label: labelField,
} satisfies { [K in FieldType]: FieldTypeUi<K> };

/** The registry entry for a type, widened for callers that hold a type only at run time. */
export const fieldTypeUi = (type: FieldType): FieldTypeUi<FieldType> => fieldTypes[type];
