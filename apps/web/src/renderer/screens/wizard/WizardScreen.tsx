import { useEffect, useRef } from "react";
import { Button, Group, Stack, Title } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { ItemView } from "../../item-registry";
import { FormField } from "../form/form-field";
import { ScreenSections } from "../shared/screen-sections";
import { StepIndicator } from "./StepIndicator";
import { useWizardScreen, type WizardScreenParams } from "./use-wizard-screen";
import type { WizardStep } from "./wizard-state";
import { ProgressButton } from "../../../lib/ui/progress-button";
import { MetadataFormProvider } from "../shared/metadata-form-provider";

export interface WizardScreenProps extends WizardScreenParams {
  /** The wizard's own title (the page's h1), e.g. "New service request". */
  title: string;
  steps: readonly WizardStep[];
  current: number;
  /** Each step's name (its screen's title), by position; a step without one shows its number only. */
  stepTitles?: readonly (string | undefined)[];
  /** Moves focus to the step's heading when shown (after Next/Back, not on the page's first step). */
  focusHeading?: boolean;
}

/** One wizard step: the step indicator, the step's fields, and Back / Next. */
export function WizardScreen({
  title,
  steps,
  current,
  stepTitles,
  focusHeading,
  ...params
}: WizardScreenProps) {
  const controller = useWizardScreen(params);
  const t = useMessage();
  const stepTitle = t(params.document.title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A new step starts reading at its heading (the page itself did not change, so the shell won't).
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const actions = params.document.actions;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <StepIndicator
        steps={steps}
        current={current}
        titles={stepTitles}
        label={t("wizard_steps_label", { title })}
      />
      {/* The provider lets an editable child grid bind its rows to this step's form. */}
      <MetadataFormProvider form={controller.form}>
        <form onSubmit={controller.next} noValidate aria-labelledby="wizard-step-title">
          <Stack gap="md">
            <Title order={2} id="wizard-step-title" ref={heading} tabIndex={-1}>
              {t("wizard_step_heading", { current, total: steps.length, title: stepTitle })}
            </Title>
            <ScreenSections
              sections={params.document.sections}
              row={params.data.row}
              isVisible={controller.isVisible}
              renderField={(item) => <FormField item={item} controller={controller} />}
              onAction={controller.onAction}
              busy={controller.busy}
              inForm
            />
            <Group justify="flex-end">
              {actions.length ? (
                actions.map((action) => (
                  <ItemView
                    key={action.id}
                    item={action}
                    row={params.data.row}
                    onAction={controller.onAction}
                    busy={controller.busy}
                    inForm
                  />
                ))
              ) : (
                <>
                  <Button
                    variant="default"
                    onClick={controller.isFirst ? params.onCancel : params.onBack}
                    disabled={controller.busy}
                  >
                    {t(controller.isFirst ? "app_cancel" : "app_back")}
                  </Button>
                  <ProgressButton type="submit" busy={controller.busy}>
                    {t(controller.isLast ? "wizard_review" : "wizard_next")}
                  </ProgressButton>
                </>
              )}
            </Group>
          </Stack>
        </form>
      </MetadataFormProvider>
    </Stack>
  );
}
