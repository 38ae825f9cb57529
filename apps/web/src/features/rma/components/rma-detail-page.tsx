import { useMessage } from "../../../lib/messages/use-message";
import { ScreenDetailPage } from "../../../renderer";
import { rmaPaths } from "../paths";
import { RmaRecord } from "./rma-record";

/** /app/rmalist/:screenName/:id — one RMA in the screen's form. */
export function RmaDetailPage() {
  const t = useMessage();
  return (
    <ScreenDetailPage
      area={t("menu_rma")}
      home={rmaPaths.home}
      listPath={rmaPaths.list}
      record={(document, id) => <RmaRecord document={document} id={id} />}
    />
  );
}
