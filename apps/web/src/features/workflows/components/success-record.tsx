import { Card, Skeleton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { getDataForScreenAnswer, rowOf } from "../../../renderer/api/get-data-for-screen";
import { RecordFiles } from "../../../renderer/pages/record-files";
import { useScreen } from "../../../renderer/renderer-services";
import { CardBody } from "../../../renderer/screens/list/list-cards";
import { cardColumns } from "../../../renderer/screens/list/list-columns";

/**
 * The record a workflow just created, as its list shows it on a phone (number, status, title,
 * date), with the files that came with it. Shows nothing when the record cannot be read: the
 * page's title and links already say what was created.
 */
export function SuccessRecord({ listScreen, id, label }: { listScreen: string; id: number; label: string }) {
  const screen = useScreen({ screenName: listScreen });
  const document = screen.data?.type === "portal" && screen.data.search ? screen.data : null;
  const record = useQuery({
    queryKey: ["successRecord", listScreen, id],
    queryFn: ({ signal }) =>
      getDataForScreenAnswer(
        listScreen,
        { tableName: document!.table, keyAttributes: [{ key_attr: "id", value: id }] },
        signal,
      ),
    enabled: document !== null,
    retry: false,
  });
  if (screen.isError || record.isError) return null;
  if (!document?.search || !record.data) return <Skeleton height={96} radius="md" aria-label={label} />;
  return (
    <>
      <Card withBorder padding="md" radius="md" component="section" aria-label={label} maw={560}>
        <CardBody parts={cardColumns(document.search.columns)} row={rowOf(record.data)} />
      </Card>
      {record.data.attachments.length ? <RecordFiles files={record.data.attachments} /> : null}
    </>
  );
}
