import "../lib/styles/component-styles";
import type { CSSProperties } from "react";
import { Notifications } from "@mantine/notifications";
import classes from "./notifications.module.css";
import { HEADER_HEIGHT_PX } from "./shell/shell-sizes";

// The header's height for the top-right container's rule (notifications.module.css).
const HEADER_HEIGHT = { "--portal-header-height": `${HEADER_HEIGHT_PX}px` } as CSSProperties;

/**
 * The notification container alone, so a lazy import of it leaves the rest of the package (the
 * store notify() writes to) in the entry. See providers.tsx. Spec §9: top-right, one at a time;
 * below the header, which a toast at the window's top covered (the user menu) for its 3 s.
 */
export function PortalNotificationsContainer() {
  return (
    <Notifications position="top-right" limit={1} classNames={{ root: classes.root }} style={HEADER_HEIGHT} />
  );
}
