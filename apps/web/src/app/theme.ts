import {
  createTheme,
  type CSSVariablesResolver,
  type DrawerHeaderProps,
  type ModalHeaderProps,
  type NotificationProps,
  type SelectProps,
} from "@mantine/core";
import { DEFAULT_MESSAGES } from "@fsm/contracts";

/**
 * Portal theme. Shades are chosen for WCAG AA contrast (axe-clean): Mantine's default blue-6,
 * red-6 and gray-6 are below 4.5:1 on white, so filled buttons, links, errors and dimmed text
 * use darker shades.
 */
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: "sm",
  components: {
    // TOOLCHAIN a11y fix: the notification close button has no accessible name by default.
    // Plain objects rather than Component.extend(): extend() imports the component itself, which
    // put Modal and Drawer on the sign-in route (bench/budgets.json).
    Notification: {
      defaultProps: {
        closeButtonProps: { "aria-label": DEFAULT_MESSAGES.notify_close },
      } satisfies Partial<NotificationProps>,
      // Under a title Mantine greys the text with gray-6 (3.3:1 on white); gray-7 passes AA.
      styles: { description: { color: "var(--mantine-color-gray-7)" } },
    },
    // Clicking a select's chosen option again would empty it (Mantine's allowDeselect), which a
    // user reads as "keep it" and a required field then refuses on save; optional selects clear
    // with their clear button instead.
    Select: { defaultProps: { allowDeselect: false } satisfies Partial<SelectProps> },
    // A dialog's <header> sits under role=dialog, not a sectioning element, so axe counts it as a
    // second banner landmark (landmark-no-duplicate-banner); role none keeps the page's one.
    ModalHeader: { defaultProps: { role: "none" } satisfies Partial<ModalHeaderProps> },
    DrawerHeader: { defaultProps: { role: "none" } satisfies Partial<DrawerHeaderProps> },
  },
});

/** Spec §9 theme variables plus the contrast fixes above. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    "--fsm-primary-color": "var(--mantine-color-blue-8)",
    "--fsm-secondary-color": "var(--mantine-color-cyan-9)",
  },
  light: {
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-anchor": "var(--mantine-color-blue-8)",
    // Light and subtle variants (the side bar's current page, subtle buttons) write blue-9 text;
    // Mantine's hover tint under it, blue-2, leaves 3.9:1. blue-1 keeps AA when hovered too.
    "--mantine-color-blue-light-hover": "var(--mantine-color-blue-1)",
  },
  dark: {},
});
