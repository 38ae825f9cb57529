/**
 * Screen, workflow, menu and theme metadata formats. The metadata engine issue fills this
 * package; the foundation only fixes its place in the workspace.
 */
export const METADATA_FORMAT_VERSION = 1;
