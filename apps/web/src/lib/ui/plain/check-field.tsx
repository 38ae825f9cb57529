import type { InputHTMLAttributes } from "react";
import classes from "./plain.module.css";

interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> {
  label: string;
}

/** A labelled native checkbox in the theme's primary colour (Mantine's Checkbox, without its script). */
export function CheckField({ label, ...input }: CheckFieldProps) {
  return (
    <label className={classes.check}>
      <input type="checkbox" className="mantine-focus-auto" {...input} />
      {label}
    </label>
  );
}
