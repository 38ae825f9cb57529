import { TRUE_VALUES } from "@fsm/metadata";
import { useMessage } from "../../../lib/messages/use-message";
import { z } from "zod";
import type { FieldTypeUi } from "../field-type-ui";
import { lazyInput } from "../shared/lazy-input";
import { PlainDisplay } from "../shared/plain-display";
import { valueSchema } from "../shared/value-schema";
import { rawOf } from "../shared/values";

export const checkboxField: FieldTypeUi<"checkbox"> = {
  type: "checkbox",
  Display: function CheckboxDisplay({ value }) {
    const t = useMessage();
    return <PlainDisplay text={t(value === true ? "checkbox_yes" : "checkbox_no")} />;
  },
  Input: lazyInput(() => import("./checkbox-input").then((m) => m.CheckboxInput)),
  // A required checkbox is a consent ("I accept …"): it must be ticked.
  schema: (item, label, t) => valueSchema(item, label, t, z.boolean()),
  fromModel: (row, item) => TRUE_VALUES.has(rawOf(row, item)),
  toModel: (value) => value === true,
};
