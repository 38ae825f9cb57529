import { useMessage } from "../../../lib/messages/use-message";
import { ScreenDetailPage } from "../../../renderer";
import { requestPaths } from "../paths";
import { RequestRecord } from "./request-record";

/** /app/list/:screenName/:id — one service request in the screen's form. */
export function RequestDetailPage() {
  const t = useMessage();
  return (
    <ScreenDetailPage
      area={t("menu_requests")}
      home={requestPaths.home}
      listPath={requestPaths.list}
      record={(document, id) => <RequestRecord document={document} id={id} />}
    />
  );
}
