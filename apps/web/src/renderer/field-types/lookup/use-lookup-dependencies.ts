import { useEffect, useRef } from "react";
import { useWatch, type useFormContext } from "react-hook-form";
import type { TConstraint } from "@fsm/contracts";
import { lookupOf, type TFieldItem } from "@fsm/metadata";
import { useMessage } from "../../../lib/messages/use-message";
import { useLookupScope } from "./lookup-scope";

export interface LookupDependencies {
  /** execsearch constraints: each dependency's filter item equal to its field's current value. */
  constraints: TConstraint[];
  /** Set while a value the lookup depends on is still empty: the picker stays closed. */
  blockedHint: string | null;
}

/** The control of the form around the field (FormProvider), whatever its value types. */
export type TFormControl = ReturnType<typeof useFormContext>["control"];

const isEmpty = (value: unknown) => value === null || value === undefined || value === "";

/**
 * The values of the fields `item.lookup.dependsOn` names, read live from the form; when one of
 * them changes the chosen row may no longer belong to it, so the field's own value is cleared.
 * (The scope converts values to their model: importing the field registry here would be a cycle.)
 */
export function useLookupDependencies(
  item: TFieldItem,
  control: TFormControl,
  value: unknown,
  onChange: (value: unknown) => void,
): LookupDependencies {
  const t = useMessage();
  const scope = useLookupScope();
  const deps = (lookupOf(item)?.dependsOn ?? []).map((dep) => ({
    dep,
    field: scope.fields.find((f) => f.column === dep.column && f.id !== item.id),
  }));
  const names = deps.map(({ field }) => (field ? scope.nameOf(field) : ""));
  const raw = useWatch({ control, name: names }) as unknown[];
  const values = deps.map(({ field }, i) => (field ? scope.modelOf(field, raw[i]) : null));

  // Compared by text so a re-render with equal values is no change; a new set of names (a grid
  // line moved up after a removal) is not a change of the values either.
  const current = { names: names.join("\n"), values: JSON.stringify(values) };
  const previous = useRef(current);
  const hasValue = !isEmpty(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = current;
    if (before.names === current.names && before.values !== current.values && hasValue) onChange(null);
  });

  const missing = deps.findIndex((_, i) => isEmpty(values[i]));
  const missingField = missing >= 0 ? deps[missing]!.field : undefined;
  return {
    constraints: deps.map(({ dep }, i) => ({
      left_operand: dep.filter,
      operator: "EQ",
      right_operand: values[i] as TConstraint["right_operand"],
    })),
    blockedHint:
      missing < 0
        ? null
        : missingField
          ? t("lookup_choose_field_first", { field: t(missingField.label).toLowerCase() })
          : t("lookup_choose_other_first"),
  };
}
