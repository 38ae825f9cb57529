import { healthModule } from "../modules/health/health.module.js";
import { appConfigModule } from "../platform/app-config/app-config.module.js";
import { filesModule } from "../platform/files/files.module.js";
import { authModule } from "../modules/auth/auth.module.js";
import { profileModule } from "../modules/profile/profile.module.js";
import { signupModule } from "../modules/signup/signup.module.js";
import { recoveryModule } from "../modules/recovery/recovery.module.js";
import { menuModule } from "../modules/menu/menu.module.js";
import { outboxModule } from "../platform/outbox/outbox.module.js";
import { dictionaryModule } from "../engine/dictionary/dictionary.module.js";
import { codesModule } from "../engine/codes/codes.module.js";
import { searchModule } from "../engine/search/search.module.js";
import { recordsModule } from "../engine/records/records.module.js";
import { dataviewsModule } from "../modules/dataviews/dataviews.module.js";
import { reportsModule } from "../modules/reports/reports.module.js";
import { sitesModule } from "../modules/sites/sites.module.js";
import { productsModule } from "../modules/products/products.module.js";
import { assetsModule } from "../modules/assets/assets.module.js";
import { requestsModule } from "../modules/requests/requests.module.js";
import { rmaModule } from "../modules/rma/rma.module.js";
import { activityModule } from "../engine/activity/activity.module.js";
import { dashboardModule } from "../modules/dashboard/dashboard.module.js";
import { mapModule } from "../modules/map/map.module.js";
import { attachmentsModule } from "../engine/attachments/attachments.module.js";
import { screensModule } from "../engine/screens/screens.module.js";
import { workflowsModule } from "../engine/workflows/workflows.module.js";
import { documentsModule } from "../engine/documents/documents.module.js";
import { submissionsModule } from "../engine/submissions/submissions.module.js";
import { blogModule } from "../modules/blog/blog.module.js";
import { forumModule } from "../modules/forum/forum.module.js";
import { lobbyModule } from "../modules/lobby/lobby.module.js";
import { settingsModule } from "../modules/settings/settings.module.js";
import { brandingModule } from "../modules/branding/branding.module.js";
import { messagesModule } from "../engine/messages/messages.module.js";
import { bundlesModule } from "../engine/bundles/bundles.module.js";
import type { ServerModule } from "../lib/server-module.js";

/**
 * Every server module in order (the web's area manifests are the model): app.ts registers their
 * routes in this order and the seed runs their seeds in it, and the declared-*.ts files give the
 * engine's and platform's registries what the modules declare. The order holds where it matters:
 * sites, products and assets declare their tables before requests and rma, whose tables refer to
 * them; reports seed before dashboards (a dashboard names reports); blog before forum; bundles
 * after every kind's module (an import writes any of them).
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  healthModule,
  appConfigModule,
  settingsModule,
  messagesModule,
  filesModule,
  authModule,
  profileModule,
  signupModule,
  recoveryModule,
  menuModule,
  outboxModule,
  dictionaryModule,
  codesModule,
  searchModule,
  recordsModule,
  dataviewsModule,
  reportsModule,
  brandingModule,
  sitesModule,
  productsModule,
  assetsModule,
  requestsModule,
  rmaModule,
  activityModule,
  dashboardModule,
  mapModule,
  attachmentsModule,
  screensModule,
  workflowsModule,
  documentsModule,
  bundlesModule,
  submissionsModule,
  blogModule,
  forumModule,
  lobbyModule,
];
