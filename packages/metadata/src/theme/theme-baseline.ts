import {
  PORTAL_THEME_NAME,
  THEME_FORMAT_VERSION,
  ZThemeDocument,
  type TThemeDocument,
  type TThemeDocumentInput,
} from "./theme-document.js";

/** The preset the portal ships with. */
export const BASELINE_THEME_PRESET = "default";

/**
 * Today's look as a theme (apps/web/src/app/theme.ts and Mantine's defaults): the primary blue-8
 * and the cyan-9 of --fsm-secondary-color, the darker shades chosen there for WCAG AA on white
 * (red-9 errors, gray-7 dimmed text), Mantine's surfaces and text, the system font, radius sm.
 */
const BASELINE_THEME: TThemeDocumentInput = {
  formatVersion: THEME_FORMAT_VERSION,
  name: PORTAL_THEME_NAME,
  baseline: BASELINE_THEME_PRESET,
  colorScheme: "light",
  colors: {
    primary: "#1971c2",
    secondary: "#0b7285",
    info: "#0b7285",
    success: "#2b8a3e",
    warning: "#d9480f",
    danger: "#c92a2a",
    body: { light: "#ffffff", dark: "#242424" },
    surface: { light: "#ffffff", dark: "#2e2e2e" },
    text: { light: "#000000", dark: "#c9c9c9" },
    dimmed: { light: "#495057", dark: "#828282" },
  },
  buttons: {
    primary: { background: "#1971c2", text: "#ffffff", variant: "filled" },
    secondary: { background: "#495057", text: "#ffffff", variant: "outline" },
    info: { background: "#0b7285", text: "#ffffff", variant: "filled" },
  },
  font: "system",
  headingsFont: null,
  radius: 4,
};

/** The portal's theme as shipped (every default filled in), under `name` (the portal's by default). */
export const baselineThemeDocument = (name: string = PORTAL_THEME_NAME): TThemeDocument =>
  ZThemeDocument.parse({ ...BASELINE_THEME, name });
