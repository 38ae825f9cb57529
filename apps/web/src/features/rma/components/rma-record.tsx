import { Anchor, Center, Loader, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { ApiError } from "../../../lib/api-error";
import { updateEntity } from "../../../renderer/api/update-entity";
import { FormScreen } from "../../../renderer/screens/form/FormScreen";
import type { TListScreen } from "../../../renderer/screens/list/use-list-screen";
import { useBackToList } from "../../../renderer/pages/use-back-to-list";
import { useRecordSaved } from "../../../renderer/pages/use-record-saved";
import { useScreenRecord } from "../../../renderer/pages/use-screen-record";
import { rmaPaths } from "../paths";
import { NotFoundState } from "../../../renderer/pages/screen-gate";

/** A loaded RMA in its form with its returned items; the server decides what may be changed. */
export function RmaRecord({ document, id }: { document: TListScreen; id: number }) {
  const record = useScreenRecord(document, id);
  const onSaved = useRecordSaved(document.name, id, "RMA");
  const back = useBackToList(rmaPaths.list(document.name));
  if (record.isPending)
    return (
      <Center p="xl">
        <Loader aria-label="Loading record" />
      </Center>
    );
  if (record.isError) {
    // Another company's row reads as missing on the server; it is "not found" here too.
    const missing = record.error instanceof ApiError && record.error.status === 404;
    return (
      <NotFoundState
        title={missing ? "Record not found" : "Record could not be loaded"}
        reason={missing ? `There is no record ${id} you can see.` : record.error.message}
        to={rmaPaths.list(document.name)}
        linkLabel="Back to the list"
      />
    );
  }
  return (
    <Stack gap="sm">
      <Anchor component="button" type="button" size="sm" onClick={back} style={{ alignSelf: "flex-start" }}>
        <IconArrowLeft size={14} aria-hidden /> Back to the list
      </Anchor>
      <FormScreen
        document={document}
        row={record.data}
        save={updateEntity}
        onSaved={onSaved}
        onAction={(action) => {
          if (action.type === "cancel") back();
        }}
      />
    </Stack>
  );
}
