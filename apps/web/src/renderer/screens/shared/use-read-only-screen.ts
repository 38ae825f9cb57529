import { useMemo } from "react";
import type { TFieldItem, TSection } from "@fsm/metadata";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { fieldItemsOf, isVisible } from "../../visibility";
import { formValuesOf } from "../form/form-model";

/** Confirmation and summary screens: the same fields and rules as a form, nothing editable. */
export function useReadOnlyScreen(sections: readonly TSection[], row: TRow) {
  const t = useMessage();
  const fields = useMemo(() => fieldItemsOf(sections), [sections]);
  const values = useMemo(() => formValuesOf(fields, row), [fields, row]);
  return {
    values,
    label: (item: TFieldItem) => t(item.label),
    isVisible: (item: TFieldItem) => isVisible(item, values, fields),
  };
}
export type ReadOnlyScreenController = ReturnType<typeof useReadOnlyScreen>;
