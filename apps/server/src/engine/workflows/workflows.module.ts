import { defineServerModule } from "../../lib/server-module.js";
import { workflowsRoutes } from "./workflows.routes.js";
import { workflowWritesRoutes } from "./workflow-writes.routes.js";
import { workflowRevisionsRoutes } from "./workflow-revisions.routes.js";
import { WORKFLOW_KIND } from "./workflow.kind.js";
import { WORKFLOW_SCREEN_USERS } from "./workflow-screen-users.js";

/** Workflows: their document kind, the spec's workflow calls, and the screens they use. */
export const workflowsModule = defineServerModule({
  name: "workflows",
  routes: [workflowsRoutes, workflowWritesRoutes, workflowRevisionsRoutes],
  documentKinds: [WORKFLOW_KIND],
  // A screen a workflow uses cannot be deleted; the screens cannot read workflows themselves.
  screenUsers: [WORKFLOW_SCREEN_USERS],
});
