import { lookupOf } from "@fsm/metadata";
import { useFormContext } from "react-hook-form";
import { useMessage } from "../../../lib/messages/use-message";
import type { FieldInputProps } from "../field-type-ui";
import { LookupControl } from "./lookup-control";
import { useLookupDependencies, type TFormControl } from "./use-lookup-dependencies";

/**
 * A lookup field: its chosen row and a picker. A lookup that depends on other fields (the asset
 * of the chosen site) reads them from the form around it; outside a form nothing can be chosen.
 */
export function LookupInput(props: FieldInputProps) {
  const t = useMessage();
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  if (!lookupOf(props.item)?.dependsOn?.length) return <LookupControl {...props} constraints={[]} />;
  if (!form)
    return <LookupControl {...props} constraints={[]} blockedHint={t("lookup_not_available_here")} />;
  return <DependentLookupInput {...props} control={form.control} />;
}

function DependentLookupInput({ control, ...props }: FieldInputProps & { control: TFormControl }) {
  const deps = useLookupDependencies(props.item, control, props.value, props.onChange);
  return <LookupControl {...props} constraints={deps.constraints} blockedHint={deps.blockedHint} />;
}
