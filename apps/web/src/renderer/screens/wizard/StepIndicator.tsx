import { Box, Group, Text, VisuallyHidden } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import type { WizardStep } from "./wizard-state";

interface StepIndicatorProps {
  steps: readonly WizardStep[];
  current: number;
  /** Names the list for assistive technology ("Service request steps"). */
  label: string;
  /** Each step's name (its screen's title), by position; undefined while its screen loads. */
  titles?: readonly (string | undefined)[];
}

const ringColor = (active: boolean) => `var(--mantine-color-${active ? "blue-7" : "gray-6"})`;

/**
 * Spec §3 "Wizard step": each step shows its number as text and whether it is active (reached),
 * and its name beside the number, so the way ahead reads at a glance (Stripe's and ServiceNow's
 * steppers). On a phone the names give way to the numbers on screen; every step is still read
 * whole ("Step 2 of 3: Details, reached"). An ordered list; the current step carries
 * aria-current="step" and active ones data-active.
 */
export function StepIndicator({ steps, current, label, titles = [] }: StepIndicatorProps) {
  const t = useMessage();
  return (
    <Group component="ol" aria-label={label} gap="md" m={0} p={0} style={{ listStyle: "none" }}>
      {steps.map((step, index) => {
        const isCurrent = index + 1 === current;
        const title = titles[index];
        return (
          <Group
            component="li"
            key={step.label}
            gap="xs"
            wrap="nowrap"
            aria-current={isCurrent ? "step" : undefined}
            data-active={step.active ? "true" : "false"}
          >
            <Box
              aria-hidden={title ? true : undefined}
              style={{
                width: 32,
                height: 32,
                flex: "none",
                borderRadius: "50%",
                display: "grid",
                placeItems: "center",
                border: `2px solid ${ringColor(step.active)}`,
                background: isCurrent ? "var(--mantine-color-blue-7)" : "transparent",
              }}
            >
              <Text size="sm" fw={700} c={isCurrent ? "white" : step.active ? "blue.8" : "gray.7"}>
                {title ? (
                  step.label
                ) : (
                  <>
                    <VisuallyHidden>{`${t("wizard_step")} `}</VisuallyHidden>
                    {step.label}
                    <VisuallyHidden>
                      {` ${t(step.active ? "wizard_step_of_reached" : "wizard_step_of", { total: steps.length })}`}
                    </VisuallyHidden>
                  </>
                )}
              </Text>
            </Box>
            {title ? (
              <>
                <VisuallyHidden>
                  {t(step.active ? "wizard_step_named_reached" : "wizard_step_named", {
                    n: step.label,
                    total: steps.length,
                    title,
                  })}
                </VisuallyHidden>
                {/* Read once, from the text above; shown from 48em, where there is room for it. */}
                <Text
                  aria-hidden
                  size="sm"
                  fw={isCurrent ? 700 : 500}
                  c={step.active ? "dark.7" : "gray.7"}
                  visibleFrom="sm"
                >
                  {title}
                </Text>
              </>
            ) : null}
          </Group>
        );
      })}
    </Group>
  );
}
