import { notifications } from "@mantine/notifications";
import { NOTIFICATION_DURATION_MS } from "@fsm/contracts";
import { hideLoader } from "./loader";
import { messageText as text } from "./messages/message-text";

type Kind = "success" | "error" | "warn" | "info";

const COLOR: Record<Kind, string> = { success: "teal", error: "red", warn: "yellow", info: "blue" };
/** Message keys of the titles (DEFAULT_MESSAGES: notifications show on the signed-out pages too). */
const TITLE: Record<Kind, string> = {
  success: "notify_success",
  error: "notify_error",
  warn: "notify_warn",
  info: "notify_info",
};
const NOTIFICATION_ID = "portal-notification";
let sequence = 0;

/**
 * Spec §8/§9: top-right, 3000 ms, one visible at a time, closed by a click, and the loader is
 * hidden whenever a notification appears (a failed call must not leave the overlay up).
 */
function show(kind: Kind, message: string): void {
  hideLoader();
  // One at a time: drop whatever is shown or queued before showing the new one.
  notifications.clean();
  const id = `${NOTIFICATION_ID}-${++sequence}`;
  notifications.show({
    id,
    title: text(TITLE[kind]),
    closeButtonProps: { "aria-label": text("notify_close") },
    message,
    color: COLOR[kind],
    position: "top-right",
    autoClose: NOTIFICATION_DURATION_MS,
    role: kind === "error" || kind === "warn" ? "alert" : "status",
    style: { cursor: "pointer" },
    onClick: () => notifications.hide(id),
  });
}

export const notify = {
  success: (message: string): void => show("success", message),
  error: (message: string): void => show("error", message),
  warn: (message: string): void => show("warn", message),
  info: (message: string): void => show("info", message),
};
