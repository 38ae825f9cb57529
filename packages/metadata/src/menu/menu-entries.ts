/**
 * The entry of the side menu that stands for the custom workflows (one link per enabled workflow).
 * A module of its own: the shell names it without loading the menu's format.
 */
export const CUSTOM_WORKFLOWS_ENTRY = "@customWorkflows";
