import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { TFieldItem, TSection } from "@fsm/metadata";
import { useMessage } from "../../../lib/messages/use-message";
import { buildFormSchema } from "../../form-schema";
import { fieldItemsOf, isVisible, type TFormValues } from "../../visibility";

/**
 * A screen's field items as one react-hook-form, checked by the metadata rules (buildFormSchema):
 * what a record form and a wizard step have in common. The schema is built once per screen, not
 * per render; the watched values drive visibility.
 */
export function useMetadataForm(
  sections: readonly TSection[],
  defaultValuesOf: (fields: readonly TFieldItem[]) => TFormValues,
) {
  const t = useMessage();
  const fields = useMemo(() => fieldItemsOf(sections), [sections]);
  const resolver = useMemo(() => zodResolver(buildFormSchema(sections, t)), [sections, t]);
  const form = useForm<TFormValues>({ resolver, defaultValues: defaultValuesOf(fields), mode: "onTouched" });
  const values = useWatch({ control: form.control }) as TFormValues;
  return {
    form,
    fields,
    values,
    label: (item: TFieldItem) => t(item.label),
    isVisible: (item: TFieldItem) => isVisible(item, values, fields),
  };
}
