import { declareDocumentKinds } from "../engine/documents/document-kind.js";
import { SCREEN_KIND } from "../engine/screens/screen.kind.js";
import { declareScreenUsers } from "../engine/screens/screen-usages.js";
import { WORKFLOW_KIND } from "../engine/workflows/workflow.kind.js";
import { WORKFLOW_SCREEN_USERS } from "../engine/workflows/workflow-screen-users.js";
import { DASHBOARD_KIND } from "./dashboard/dashboard.kind.js";
import { MENU_KIND } from "./menu/menu.kind.js";
import { REPORT_KIND } from "./reports/report.kind.js";

/*
 * The composition of the metadata document kinds the store serves through its generic calls
 * (list, export, history, diff, revert, JSON Schema): imported for its effect by app.ts, like
 * declared-tables.ts, so each kind is declared once per process. A new kind adds its line here.
 */
declareDocumentKinds(SCREEN_KIND, WORKFLOW_KIND, MENU_KIND, DASHBOARD_KIND, REPORT_KIND);
// Workflows name screens; a screen they use cannot be deleted (the screens cannot read workflows).
declareScreenUsers(WORKFLOW_SCREEN_USERS);
