import type { TFieldItem } from "@fsm/metadata";
import type { LookupScope } from "./field-types/lookup/lookup-scope";
import { fieldTypeUi } from "./registry";

/**
 * A lookup scope over these fields, each stored value read through its field type (the lookup
 * folder cannot import the registry itself: the registry imports it).
 */
export const lookupScopeOf = (
  fields: readonly TFieldItem[],
  nameOf: (field: TFieldItem) => string,
): LookupScope => ({
  fields,
  nameOf,
  modelOf: (field, formValue) => fieldTypeUi(field.type).toModel(formValue, field),
});
