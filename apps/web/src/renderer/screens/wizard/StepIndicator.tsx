import { Box, Group, Text, VisuallyHidden } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import type { WizardStep } from "./wizard-state";

interface StepIndicatorProps {
  steps: readonly WizardStep[];
  current: number;
  /** Names the list for assistive technology ("Service request steps"). */
  label: string;
}

const ringColor = (active: boolean) => `var(--mantine-color-${active ? "blue-7" : "gray-6"})`;

/**
 * Spec §3 "Wizard step": each step shows its number as text and whether it is active (reached).
 * An ordered list; the current step carries aria-current="step" and active ones data-active.
 */
export function StepIndicator({ steps, current, label }: StepIndicatorProps) {
  const t = useMessage();
  return (
    <Group component="ol" aria-label={label} gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
      {steps.map((step, index) => {
        const isCurrent = index + 1 === current;
        return (
          <Box
            component="li"
            key={step.label}
            aria-current={isCurrent ? "step" : undefined}
            data-active={step.active ? "true" : "false"}
            style={{
              width: 32,
              height: 32,
              borderRadius: "50%",
              display: "grid",
              placeItems: "center",
              border: `2px solid ${ringColor(step.active)}`,
              background: isCurrent ? "var(--mantine-color-blue-7)" : "transparent",
            }}
          >
            <Text size="sm" fw={700} c={isCurrent ? "white" : step.active ? "blue.8" : "gray.7"}>
              <VisuallyHidden>{`${t("wizard_step")} `}</VisuallyHidden>
              {step.label}
              <VisuallyHidden>
                {` ${t(step.active ? "wizard_step_of_reached" : "wizard_step_of", { total: steps.length })}`}
              </VisuallyHidden>
            </Text>
          </Box>
        );
      })}
    </Group>
  );
}
