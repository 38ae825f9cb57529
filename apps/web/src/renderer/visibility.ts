import { isFieldVisible, type TFieldItem } from "@fsm/metadata";
import { fieldTypeUi } from "./registry";

// The rule itself lives in packages/metadata (isFieldVisible), shared with the server's save and
// submission checks; this file only turns a widget's form value into the field's model value.
export { fieldItemsOf } from "@fsm/metadata";

export type TFormValues = Record<string, unknown>;

export function isVisible(item: TFieldItem, values: TFormValues, fields: readonly TFieldItem[]): boolean {
  return isFieldVisible(item, fields, (other) => fieldTypeUi(other.type).toModel(values[other.id], other));
}
