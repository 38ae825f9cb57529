import type { FieldTypeUi } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { lazyInput } from "../shared/lazy-input";
import { valueSchema } from "../shared/value-schema";
import { asLookupValue, lookupDisplayColumn, lookupFromModel, ZLookupValue } from "./lookup-value";

/** A reference to a row of another table (site, asset, product), chosen through a lookup screen. */
export const lookupField: FieldTypeUi<"lookup"> = {
  type: "lookup",
  Display: ({ value }) => <PlainDisplay text={asLookupValue(value)?.label ?? ""} />,
  Input: lazyInput(() => import("./lookup-input").then((m) => m.LookupInput)),
  schema: (item, label, t) =>
    valueSchema(item, label, t, ZLookupValue.nullable(), (value) => asLookupValue(value)?.key ?? null),
  fromModel: lookupFromModel,
  toModel: (value) => asLookupValue(value)?.key ?? null,
  // A newly picked row's label travels with its key, so the saved model never pairs them wrongly.
  labelsOf: (value, item) => ({ [lookupDisplayColumn(item)]: asLookupValue(value)?.label ?? null }),
};
