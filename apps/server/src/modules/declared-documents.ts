import { declareDocumentKinds } from "../engine/documents/document-kind.js";
import { SCREEN_KIND } from "../engine/screens/screen.kind.js";
import { MESSAGES_KIND } from "../engine/messages/messages.kind.js";
import { WORKFLOW_KIND } from "../engine/workflows/workflow.kind.js";
import { THEME_KIND } from "./branding/theme.kind.js";
import { DASHBOARD_KIND } from "./dashboard/dashboard.kind.js";
import { MENU_KIND } from "./menu/menu.kind.js";
import { REPORT_KIND } from "./reports/report.kind.js";
import { SETTINGS_KIND } from "./settings/settings.kind.js";

/*
 * The composition of the metadata document kinds the store serves through its generic calls
 * (list, export, history, diff, revert, JSON Schema): imported for its effect by app.ts, like
 * declared-tables.ts, so each kind is declared once per process. A new kind adds its line here.
 */
declareDocumentKinds(
  SCREEN_KIND,
  WORKFLOW_KIND,
  MENU_KIND,
  DASHBOARD_KIND,
  REPORT_KIND,
  THEME_KIND,
  SETTINGS_KIND,
  MESSAGES_KIND,
);
