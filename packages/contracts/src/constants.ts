/** Business constants of spec §9, shared by server and browser. */
export const NOTIFICATION_DURATION_MS = 3000;
export const REMEMBER_ME_DAYS = 30;
export const MODAL_FADE_IN_DELAY_MS = 100;
export const MODAL_REMOVE_DELAY_MS = 300;
export const SIGNIN_FOCUS_DELAY_MS = 100;
export const MESSAGE_RELOAD_DELAY_MS = 1;
export const MENU_BREAKPOINT_PX = 768;
export const LEVEL_TWO_MENU_WIDTH_PX = 150;
export const HEADER_LOGO_WIDTH_PX = 300;
export const PROFILE_IMAGE_SIZE_PX = 30;
export const WORKFLOW_EMPTY_PARAM = "@";
export const CACHE_KEY_EMPTY_TOKEN = "$";
export const DEFAULT_PAGE_TITLE = "Customer Portal";
export const PRODUCTION = true;

/** Phone pattern of spec §5/§9: an optional plus followed by 11 digits. */
export const PHONE_PATTERN = /^\+?\d{11}$/;
/** A pragmatic e-mail pattern (the same one the browser's type=email uses). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Password reset secrets live at most 30 minutes, e-mail recovery codes 10 minutes / 5 tries. */
export const RESET_SECRET_TTL_MINUTES = 30;
export const RECOVERY_CODE_TTL_MINUTES = 10;
export const RECOVERY_CODE_MAX_TRIES = 5;
export const PASSWORD_MIN_LENGTH = 8;
