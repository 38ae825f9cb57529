/*
 * Every Mantine style, in the `mantine` cascade layer: imported by the lazy chunks (the shell,
 * every credential page but sign-in, the 404, notifications), so it loads with the first of them
 * and never blocks the sign-in route's first paint (sign-in-styles.ts).
 */
import "@mantine/core/styles.layer.css";
import "@mantine/notifications/styles.layer.css";
