import type { TFieldItem } from "@fsm/metadata";
import { useController } from "react-hook-form";
import { preloadLazyInputs } from "../../field-types/shared/lazy-input";
import { fieldTypeUi } from "../../registry";
import { useFocusTarget } from "../shared/use-focus-target";
import type { FormScreenController } from "./use-form-screen";

// The controls a form draws, known as loaded before its record arrives, so they draw at once. The
// routes of form pages fetch their code beside the page's (withFormControls); this finds it there.
void preloadLazyInputs();

/** One field item bound to the form through its type's Input. */
export function FormField({
  item,
  controller,
}: {
  item: TFieldItem;
  /** What a field needs of its form (a record form or a wizard step). */
  controller: Pick<FormScreenController, "form" | "label" | "isReadOnly">;
}) {
  const { field, fieldState } = useController({ name: item.id, control: controller.form.control });
  const ui = fieldTypeUi(item.type);
  const readOnly = controller.isReadOnly(item);
  const id = `field-${item.id}`;
  useFocusTarget(field.ref, id);
  return (
    <ui.Input
      item={item}
      id={id}
      label={controller.label(item)}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      required={item.required && !readOnly}
      readOnly={readOnly}
    />
  );
}
