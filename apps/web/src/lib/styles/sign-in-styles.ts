/*
 * The Mantine styles the sign-in route draws with, in the `mantine` cascade layer (so the portal's
 * own unlayered CSS wins whatever order the files arrive in): its variables, baseline and focus
 * rings. The page's controls are plain elements (lib/ui/plain) drawn with those variables; the
 * component styles arrive with the first lazy chunk that needs them (component-styles.ts), so
 * their stylesheet never blocks the first paint.
 */
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
