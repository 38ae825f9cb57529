import type { ButtonHTMLAttributes } from "react";
import { Spinner } from "./spinner";
import classes from "./plain.module.css";

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className"> {
  /** Spinner beside the label, and disabled, so slow work cannot be started twice (issue 11). */
  loading?: boolean;
  fullWidth?: boolean;
}

/** A filled button in the theme's primary colour (Mantine's Button, without its script). */
export function PlainButton({ loading = false, fullWidth, disabled, children, ...button }: PlainButtonProps) {
  return (
    <button
      type="button"
      {...button}
      className={`${classes.button} mantine-focus-auto`}
      disabled={disabled || loading}
      data-loading={loading || undefined}
      data-full-width={fullWidth || undefined}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
