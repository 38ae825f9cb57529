import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import classes from "./plain.module.css";

type TInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id">;

interface TextFieldProps extends TInputProps {
  label: string;
  /** Shown under the field in the error colour; the input is then aria-invalid and described by it. */
  error?: string;
}

/** Label, input and error as Mantine's TextInput draws them, with none of its script. */
export function TextField({ label, error, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(a11y) => <input className={`${classes.input} mantine-focus-never`} {...a11y} {...input} />}
    </FieldFrame>
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, "type"> {
  /** Accessible name of the show/hide button. */
  toggleLabel: string;
}

/** A password field with a show/hide button that keyboard users reach too. */
export function PasswordField({ label, error, toggleLabel, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error}>
      {(a11y) => (
        <div className={classes.control}>
          <input
            className={`${classes.input} ${classes.withToggle} mantine-focus-never`}
            type={visible ? "text" : "password"}
            {...a11y}
            {...input}
          />
          <button
            type="button"
            className={`${classes.toggle} mantine-focus-auto`}
            aria-label={toggleLabel}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

interface FieldA11y {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

function FieldFrame(props: { label: string; error?: string; children: (a11y: FieldA11y) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const a11y: FieldA11y = props.error ? { id, "aria-invalid": true, "aria-describedby": errorId } : { id };
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {props.label}
      </label>
      {props.children(a11y)}
      {props.error && (
        <p id={errorId} className={classes.error}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Mantine's own eye icons (PasswordToggleIcon), crossed out while the password shows. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  const stroke = {
    fill: "none",
    stroke: "currentColor",
    strokeLinecap: "round",
    strokeLinejoin: "round",
    strokeWidth: 16,
  } as const;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="18" height="18" aria-hidden="true">
      {crossed ? (
        <>
          <path
            {...stroke}
            d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"
          />
          <path
            {...stroke}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...stroke} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle {...stroke} cx="128" cy="128" r="40" />
        </>
      )}
    </svg>
  );
}
