import type { ComponentPropsWithoutRef, Ref } from "react";
import { Button, Loader, type ButtonProps } from "@mantine/core";

export type ProgressButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<"button">, keyof ButtonProps> & {
    /** The work this button started is under way: a spinner beside the label, no second press. */
    busy: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

/**
 * A button that starts slow work (save, submit, upload, send): while `busy` it shows a spinner
 * beside its label (the label stays readable, unlike Mantine's `loading`, which fades it under
 * the spinner), is disabled so it cannot be pressed twice, and says aria-busy.
 */
export function ProgressButton({ busy, disabled, leftSection, ...props }: ProgressButtonProps) {
  return (
    <Button
      {...props}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : leftSection}
    />
  );
}
