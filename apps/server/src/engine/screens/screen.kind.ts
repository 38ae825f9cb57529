import { SCREEN_FORMAT, screenNames, type TScreenDocument } from "@fsm/metadata";
import type { DocumentKind } from "../documents/document-kind.js";
import { SCREENS_TOPIC } from "./screen-cache.js";
import { checkScreen } from "./screen-check.js";
import { canDesignScreens } from "./screens.policy.js";
import { validateDocument } from "./screens.validate.js";

/** Screens in the versioned document store; every write clears the screen cache everywhere. */
export const SCREEN_KIND: DocumentKind<TScreenDocument> = {
  format: SCREEN_FORMAT,
  validate: validateDocument,
  check: checkScreen,
  canWrite: canDesignScreens,
  clears: [SCREENS_TOPIC],
  references: screenNames,
};
