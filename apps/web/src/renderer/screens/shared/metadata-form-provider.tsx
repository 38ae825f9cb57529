import type { ReactNode } from "react";
import { FormProvider, type UseFormReturn } from "react-hook-form";
import { EditableChildGrid } from "../../items/childGrid/editable-child-grid";
import { EditableGridSlot } from "../../items/childGrid/editable-grid-slot";
import type { TFormValues } from "../../visibility";

/**
 * What a metadata form (a record's or a wizard step's) gives the items inside it: the form itself,
 * for editable child grids to bind their rows to, and the editable grid they draw.
 */
export function MetadataFormProvider({
  form,
  children,
}: {
  form: UseFormReturn<TFormValues>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <EditableGridSlot.Provider value={EditableChildGrid}>{children}</EditableGridSlot.Provider>
    </FormProvider>
  );
}
