import { config } from "zod";

// The portal's CSP forbids eval (script-src 'self'), so zod's compiled fast path for objects can
// never run here; left on, zod probes `new Function` as the first object schema is built, and the
// browser reports that as a policy violation on every page load (to a report endpoint, where one
// is set). Imported first by main.tsx: the probe happens when the first schema module evaluates.
config({ jitless: true });
