/** Every table, for code that needs the whole schema (seed, tests). Tables live in their modules. */
export { roles } from "../modules/access/roles.table.js";
export { appParams } from "../modules/app-config/app-params.table.js";
export { companies } from "../modules/companies/companies.table.js";
export { storedFiles } from "../modules/files/stored-files.table.js";
export { portalMessages } from "../modules/messages/portal-messages.table.js";
export { outbox } from "../modules/outbox/outbox.table.js";
export { persons } from "../modules/persons/persons.table.js";
export { rateLimits } from "../modules/rate-limits/rate-limits.table.js";
export { oneTimeSecrets } from "../modules/recovery/one-time-secrets.table.js";
export { sessions } from "../modules/sessions/sessions.table.js";
export { workflows } from "../modules/workflows/workflows.table.js";
