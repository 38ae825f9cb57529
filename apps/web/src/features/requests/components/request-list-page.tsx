import { useMessage } from "../../../lib/messages/use-message";
import { ScreenListPage } from "../../../renderer";
import { requestPaths } from "../paths";

const newRequest = {
  label: "request_new",
  to: requestPaths.newRequest,
  forScreen: (screenName: string) => screenName.toLowerCase() === "request",
  empty: {
    title: "request_list_empty_title",
    body: "request_list_empty_body",
    action: "request_list_empty_action",
  },
};

/** /app/list/:screenName — the service requests (or another list screen) as a list. */
export function RequestListPage() {
  const t = useMessage();
  return (
    <ScreenListPage
      area={t("menu_requests")}
      home={requestPaths.home}
      rowLink={requestPaths.detail}
      start={newRequest}
    />
  );
}
