import { z } from "zod";
import { ZItemId, ZMessageKey } from "../names.js";
import { option } from "../palette/option-text.js";
import { isRelativePortalPath } from "../settings/settings-document.js";

export const THEME_FORMAT_VERSION = 1;
/** The theme every portal page uses; presets and saved custom themes are documents of other names. */
export const PORTAL_THEME_NAME = "portal";

/**
 * The fonts the portal bundles (issue 28 ships them with the web build): a theme names one of
 * these, never a URL, so nothing loads from outside the portal's origin. `system` is the device's
 * own sans-serif (today's look).
 */
export const THEME_FONTS = [
  "system",
  "inter",
  "roboto",
  "open-sans",
  "lato",
  "source-sans-3",
  "noto-sans",
  "ibm-plex-sans",
  "merriweather",
] as const;

export const ZThemeColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #1971c2");

/** A colour that differs between the light and the dark scheme. */
const ZSchemeColor = z.object({
  light: option(ZThemeColor, "theme_light"),
  dark: option(ZThemeColor, "theme_dark"),
});

const ZButtonStyle = z.object({
  background: option(ZThemeColor, "theme_button_background"),
  text: option(ZThemeColor, "theme_button_text"),
  variant: option(z.enum(["filled", "outline", "light"]).default("filled"), "theme_button_variant"),
});

/**
 * An image of the theme: a file uploaded with the theme (an attachment id of the portal's stored
 * files) or a path relative to the portal (`api/branding/logo.svg`). Null keeps the product
 * setting's image (companyLogoName and the other paths of the settings document).
 */
export const ZThemeImage = z
  .union([
    z.object({ attachmentId: z.number().int().positive() }).strict(),
    z
      .object({
        path: z
          .string()
          .min(1)
          .max(300)
          .refine(
            isRelativePortalPath,
            "must be a path relative to the portal, such as api/branding/logo.svg",
          ),
      })
      .strict(),
  ])
  .nullable()
  .default(null);

/**
 * A theme (kind "theme"): what the portal looks like. `baseline` names the preset it started from;
 * the colours of each role (spec §9: --fsm-primary-color is the primary button's background,
 * --fsm-secondary-color the info button's), button styles, a bundled font, the corner radius, the
 * branding images and the sign-in page's layout and message keys (their texts are the messages
 * kind's, per language). The document "portal" is the one in use.
 */
export const ZThemeDocument = z.object({
  formatVersion: z.literal(THEME_FORMAT_VERSION),
  name: option(ZItemId, "theme_name"),
  baseline: option(ZItemId, "theme_baseline"),
  colorScheme: option(z.enum(["light", "dark", "auto"]).default("light"), "theme_color_scheme"),
  colors: option(
    z.object({
      primary: option(ZThemeColor, "theme_primary"),
      secondary: option(ZThemeColor, "theme_secondary"),
      info: option(ZThemeColor, "theme_info"),
      success: option(ZThemeColor, "theme_success"),
      warning: option(ZThemeColor, "theme_warning"),
      danger: option(ZThemeColor, "theme_danger"),
      body: option(ZSchemeColor, "theme_body"),
      surface: option(ZSchemeColor, "theme_surface"),
      text: option(ZSchemeColor, "theme_text"),
      dimmed: option(ZSchemeColor, "theme_dimmed"),
    }),
    "theme_colors",
  ),
  buttons: option(
    z.object({
      primary: option(ZButtonStyle, "theme_button_primary"),
      secondary: option(ZButtonStyle, "theme_button_secondary"),
      info: option(ZButtonStyle, "theme_button_info"),
    }),
    "theme_buttons",
  ),
  font: option(z.enum(THEME_FONTS).default("system"), "theme_font"),
  headingsFont: option(z.enum(THEME_FONTS).nullable().default(null), "theme_headings_font"),
  radius: option(z.number().int().min(0).max(32).default(4), "theme_radius"),
  branding: option(
    z
      .object({
        logo: option(ZThemeImage, "theme_logo"),
        desktopFavicon: option(ZThemeImage, "theme_desktop_favicon"),
        mobileFavicon: option(ZThemeImage, "theme_mobile_favicon"),
        loginBackground: option(ZThemeImage, "theme_login_background"),
      })
      .default({ logo: null, desktopFavicon: null, mobileFavicon: null, loginBackground: null }),
    "theme_branding",
  ),
  login: option(
    z
      .object({
        side: option(z.enum(["left", "right"]).nullable().default(null), "theme_login_side"),
        messages: option(
          z
            .object({
              welcome: option(ZMessageKey.default("login_welcome"), "theme_login_welcome"),
              /** Null: the text of login_message, when the portal has one (today's sign-in page). */
              note: option(ZMessageKey.nullable().default(null), "theme_login_note"),
            })
            .default({ welcome: "login_welcome", note: null }),
          "theme_login_messages",
        ),
      })
      .default({ side: null, messages: { welcome: "login_welcome", note: null } }),
    "theme_login",
  ),
});

export type TThemeDocument = z.infer<typeof ZThemeDocument>;
export type TThemeDocumentInput = z.input<typeof ZThemeDocument>;
