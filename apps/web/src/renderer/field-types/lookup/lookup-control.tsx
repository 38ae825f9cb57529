import { lookupOf } from "@fsm/metadata";
import { useId } from "react";
import { Button, Group, TextInput } from "@mantine/core";
import type { TConstraint } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { useFadeModal } from "../../../lib/modal";
import { LookupPicker } from "../../screens/lookup/LookupPicker";
import type { FieldInputProps } from "../field-type-ui";
import { asLookupValue } from "./lookup-value";

interface LookupControlProps extends FieldInputProps {
  /** Sent with every search of the picker (a dependent lookup's other fields). */
  constraints: TConstraint[];
  /** Why nothing can be chosen yet ("Choose the site first"); the picker stays closed meanwhile. */
  blockedHint?: string | null;
}

/** Shows the chosen row; "Choose…" opens the field's lookup screen as a modal picker. */
export function LookupControl({
  item,
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  readOnly,
  constraints,
  blockedHint,
}: LookupControlProps) {
  const modal = useFadeModal({ onClose: onBlur });
  const t = useMessage();
  const hintId = useId();
  const current = asLookupValue(value);
  const lookup = lookupOf(item);
  const blocked = Boolean(blockedHint) && !readOnly;
  return (
    <>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          id={id}
          label={label}
          value={current?.label ?? ""}
          placeholder={t("lookup_nothing_chosen")}
          description={blocked ? <span id={hintId}>{blockedHint}</span> : undefined}
          readOnly
          required={required}
          error={error}
          style={{ flex: 1 }}
        />
        {!readOnly && lookup ? (
          <Button
            variant="default"
            onClick={modal.show}
            aria-label={t("lookup_choose_field", { label })}
            disabled={blocked}
            aria-describedby={blocked ? hintId : undefined}
          >
            {t("lookup_choose")}
          </Button>
        ) : null}
        {!readOnly && !required && current ? (
          <Button
            variant="subtle"
            onClick={() => onChange(null)}
            aria-label={t("lookup_clear_field", { label })}
          >
            {t("lookup_clear")}
          </Button>
        ) : null}
      </Group>
      {lookup ? (
        <LookupPicker
          modal={modal}
          title={t("lookup_choose_field", { label })}
          screenName={lookup.screen}
          constraints={constraints}
          onPick={(row) => {
            const key = row[lookup.keyColumn];
            if (typeof key === "string" || typeof key === "number")
              onChange({ key, label: String(row[lookup.displayColumn] ?? key) });
            modal.hide();
          }}
        />
      ) : null}
    </>
  );
}
