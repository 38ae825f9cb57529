import { ScreenDetailPage } from "../../../renderer/pages/screen-detail-page";
import { requestPaths } from "../paths";
import { RequestRecord } from "./request-record";

/** /app/list/:screenName/:id — one service request in the screen's form. */
export function RequestDetailPage() {
  return (
    <ScreenDetailPage
      home={requestPaths.home}
      listPath={requestPaths.list}
      record={(document, id) => <RequestRecord document={document} id={id} />}
    />
  );
}
