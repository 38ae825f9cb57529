/** Screen (and later workflow, menu and theme) metadata formats, parsed alike by server and web. */
export * from "./issues.js";
export * from "./names.js";
export * from "./screen/field-types.js";
export * from "./screen/items.js";
export * from "./screen/json-schema.js";
export * from "./screen/migrations.js";
export * from "./screen/parse.js";
export * from "./screen/references.js";
export * from "./screen/screen-document.js";
export * from "./screen/search.js";
export * from "./workflow/find-step.js";
export * from "./workflow/json-schema.js";
export * from "./workflow/migrations.js";
export * from "./workflow/parse.js";
export * from "./workflow/references.js";
export { checkWorkflowStructure, type StructureIssue } from "./workflow/structure.js";
export * from "./workflow/wizard-steps.js";
export * from "./workflow/workflow-document.js";
