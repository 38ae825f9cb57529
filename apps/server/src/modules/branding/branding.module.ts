import { defineServerModule } from "../../lib/server-module.js";
import { THEME_KIND } from "./theme.kind.js";
import { seedTheme } from "./theme.seed.js";

/** The portal's theme, as a revisioned document (its editors come with the studio). */
export const brandingModule = defineServerModule({
  name: "branding",
  documentKinds: [THEME_KIND],
  // After the core baseline: the sign-in page's messages it names exist by then.
  seed: { baseline: seedTheme },
});
