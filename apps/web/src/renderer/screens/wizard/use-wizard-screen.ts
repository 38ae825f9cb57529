import { useEffect, useRef } from "react";
import type { TFieldItem, TScreenDocument } from "@fsm/metadata";
import type { TAction } from "../../items/item-ui";
import { useMetadataForm } from "../shared/use-metadata-form";
import { mergeStep, stepValuesOf, withDraft, type WizardData } from "./wizard-data";

export type TWizardStepScreen = Extract<TScreenDocument, { type: "workflowStep" }>;

export interface WizardScreenParams {
  /** The current step's screen. */
  document: TWizardStepScreen;
  /** Names the step's values in the data (the workflow element id). */
  stepKey: string;
  data: WizardData;
  isFirst: boolean;
  isLast: boolean;
  /** Every change, unchecked, so a reload keeps what was typed. */
  onDraft(data: WizardData): void;
  /** The step passed its checks: its values are merged into the data. */
  onNext(data: WizardData): void;
  onBack(): void;
  onCancel(): void;
  busy?: boolean;
}

/**
 * One wizard step's logic, headless: the step screen's fields as a form, checked by the same
 * metadata rules as any form (buildFormSchema) before the wizard moves on.
 */
export function useWizardScreen(params: WizardScreenParams) {
  const { document, stepKey, data } = params;
  const { form, fields, values, label, isVisible } = useMetadataForm(document.sections, () =>
    stepValuesOf(document.sections, data, stepKey),
  );

  // The latest callbacks and data, read when the user acts (not when the form was made).
  const latest = useRef(params);
  latest.current = params;
  useEffect(() => {
    if (!form.formState.isDirty) return;
    const { onDraft, data: current } = latest.current;
    onDraft(withDraft(current, stepKey, values));
  }, [values, stepKey, form.formState.isDirty]);

  const next = form.handleSubmit((checked) => {
    const { onNext, data: current } = latest.current;
    onNext(mergeStep(document.sections, checked, current, stepKey));
  });
  const onAction = (action: TAction) => {
    if (action.type === "next" || action.type === "submit" || action.type === "save") void next();
    else if (action.type === "back") params.onBack();
    else if (action.type === "cancel") params.onCancel();
  };

  return {
    form,
    fields,
    values,
    label,
    isVisible,
    isReadOnly: (item: TFieldItem) => item.readOnly,
    isFirst: params.isFirst,
    isLast: params.isLast,
    busy: params.busy ?? false,
    next,
    onAction,
  };
}
export type WizardScreenController = ReturnType<typeof useWizardScreen>;
