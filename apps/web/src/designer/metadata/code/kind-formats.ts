import {
  DASHBOARD_FORMAT,
  MENU_FORMAT,
  MESSAGES_FORMAT,
  REPORT_FORMAT,
  SCREEN_FORMAT,
  SETTINGS_FORMAT,
  THEME_FORMAT,
  WORKFLOW_FORMAT,
  type ParseResult,
} from "@fsm/metadata";
import type { TEditableKind } from "../document-kinds";

/** What the linter needs of a kind's format: its parser (migrate, then validate). */
export interface LintableFormat {
  parse(raw: unknown): ParseResult<unknown>;
}

/** Each kind's format: the very parser the server runs before it stores a revision. */
export const KIND_FORMATS: Record<TEditableKind, LintableFormat> = {
  screen: SCREEN_FORMAT,
  workflow: WORKFLOW_FORMAT,
  menu: MENU_FORMAT,
  dashboard: DASHBOARD_FORMAT,
  report: REPORT_FORMAT,
  theme: THEME_FORMAT,
  settings: SETTINGS_FORMAT,
  messages: MESSAGES_FORMAT,
};
