import { Card, Skeleton } from "@mantine/core";
import {
  RecordFiles,
  usePortalScreen,
  useRecordFiles,
  useScreenRecord,
  CardBody,
  cardColumns,
  type TListScreen,
} from "../../../renderer";

interface SuccessRecordProps {
  listScreen: string;
  id: number;
  label: string;
}

/**
 * The record a workflow just created, as its list shows it on a phone (number, status, title,
 * date), with the files that came with it. Shows nothing when the record cannot be read: the
 * page's title and links already say what was created.
 */
export function SuccessRecord({ listScreen, id, label }: SuccessRecordProps) {
  const screen = usePortalScreen(listScreen);
  if (screen.status === "loading") return <Skeleton height={96} radius="md" aria-label={label} />;
  if (screen.status !== "ready") return null;
  return <RecordCard document={screen.document} id={id} label={label} />;
}

/** Read through the record page's own queries, so opening the record next asks the server nothing. */
function RecordCard({ document, id, label }: { document: TListScreen; id: number; label: string }) {
  const record = useScreenRecord(document, id);
  const files = useRecordFiles(document, id);
  if (record.isError) return null;
  if (!record.data) return <Skeleton height={96} radius="md" aria-label={label} />;
  return (
    <>
      <Card withBorder padding="md" radius="md" component="section" aria-label={label} maw={560}>
        <CardBody parts={cardColumns(document.search.columns)} row={record.data} />
      </Card>
      {files.data?.length ? <RecordFiles files={files.data} /> : null}
    </>
  );
}
