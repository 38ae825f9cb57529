import { useMessage } from "../../../lib/messages/use-message";
import { ScreenRecord, type TListScreen } from "../../../renderer";
import { rmaPaths } from "../paths";

/** A loaded RMA in its form with its returned items; the server decides what may be changed. */
export function RmaRecord({ document, id }: { document: TListScreen; id: number }) {
  const t = useMessage();
  return (
    <ScreenRecord
      document={document}
      id={id}
      listPath={rmaPaths.list(document.name)}
      what={t("rma_record_what")}
      area={t("menu_rma")}
      home={rmaPaths.home}
    />
  );
}
