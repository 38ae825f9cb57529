import type { ButtonProps } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import type { ItemUi } from "../item-ui";
import { ProgressButton } from "../../../lib/ui/progress-button";

type Variant = "primary" | "secondary" | "danger" | "link";
const LOOK: Record<Variant, ButtonProps> = {
  primary: { variant: "filled" },
  secondary: { variant: "default" },
  danger: { variant: "filled", color: "red" },
  link: { variant: "subtle" },
};

/** A button (or link-styled button) whose action the hosting screen carries out. */
export const buttonItem: ItemUi<"button"> = {
  kind: "button",
  View: function ActionButton({ item, onAction, busy, inForm }) {
    const t = useMessage();
    // In a form, save submits it, so Enter in a field saves and the form's validation runs first.
    const submits = Boolean(inForm) && (item.action.type === "save" || item.action.type === "submit");
    return (
      <ProgressButton
        {...LOOK[item.variant]}
        type={submits ? "submit" : "button"}
        busy={submits && Boolean(busy)}
        disabled={!submits && busy}
        onClick={submits ? undefined : () => onAction?.(item.action)}
      >
        {t(item.label)}
      </ProgressButton>
    );
  },
};
