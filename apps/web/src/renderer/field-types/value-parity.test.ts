import { fieldValueSchema } from "@fsm/metadata";
import { FIELD_VALUE_CASES } from "@fsm/metadata/value-cases";
import { describe, expect, it } from "vitest";
import { fieldItem, messageFor } from "../test-utils/field-harness";

/**
 * Issue 10 §3: a form refuses a value exactly when its field type's shared value schema does —
 * the schema the server's save checks run (apps/server field-type-parity.test.ts sends these very
 * values to updateentity) — and says why with the schema's reason after the field's label.
 */
describe("field types check form values with the definition the server uses", () => {
  it.each(FIELD_VALUE_CASES.map((c) => [c.name, c] as const))("%s", (_name, { field, values }) => {
    const { type, ...options } = field;
    const item = fieldItem(type, options);
    for (const value of values) {
      const shared = fieldValueSchema(item).safeParse(value).error?.issues[0]?.message;
      expect({ value, message: messageFor(item, value, "Field") }).toEqual({
        value,
        message: shared === undefined ? undefined : `Field ${shared}`,
      });
    }
  });
});
