import { z } from "zod";
import type { FieldTypeUi } from "../field-type-ui";
import { lazyInput } from "../shared/lazy-input";
import { PlainDisplay } from "../shared/plain-display";
import { asText, rawOf } from "../shared/values";

/** A value shown on a form but never edited nor written back (e.g. a request number). */
export const labelField: FieldTypeUi<"label"> = {
  type: "label",
  Display: ({ value }) => <PlainDisplay text={asText(value)} />,
  Input: lazyInput(() => import("./label-input").then((m) => m.LabelInput)),
  schema: () => z.unknown(),
  fromModel: (row, item) => rawOf(row, item),
  toModel: () => undefined,
};
