/*
 * Mantine's component styles, in the `mantine` cascade layer: those of the components the portal
 * draws (build/mantine-styles-in-use.ts keeps the list exact), and the notifications'. Imported by
 * the lazy chunks (the shell, every credential page but sign-in, the 404, notifications), so they
 * load with the first of them and never block the sign-in route's first paint (sign-in-styles.ts).
 */
import "virtual:fsm/mantine-styles";
import "@mantine/notifications/styles.layer.css";
