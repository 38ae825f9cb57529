import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconPaperclip } from "@tabler/icons-react";
import { formatFileSize, fileKind } from "../../lib/format/file-size";
import { useMessage } from "../../lib/messages/use-message";
import { downloadAttachment } from "../api/download-attachment";
import type { TRecordFile } from "../api/get-data-for-screen";

/**
 * The files a customer attached to a record: name (a download button), size and type. Listed,
 * not tabled, so it reads the same on a phone.
 */
export function RecordFiles({
  files,
  loading = false,
}: {
  files: readonly TRecordFile[];
  loading?: boolean;
}) {
  const t = useMessage();
  return (
    <section aria-labelledby="record-files-title">
      <Title order={2} size="h4" id="record-files-title" mb="xs">
        {t("attachments_title")}
      </Title>
      {loading ? (
        <Skeleton height={20} width="60%" aria-label={t("attachments_loading")} />
      ) : files.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("attachments_none")}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {files.map((file) => (
            <Group component="li" key={file.id} gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Anchor
                component="button"
                type="button"
                aria-label={t("attachments_download", { name: file.fileName })}
                onClick={() => void downloadAttachment(file.id, file.fileName).catch(() => undefined)}
                style={{ overflowWrap: "anywhere", textAlign: "left", minWidth: 0 }}
              >
                {file.fileName}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                {formatFileSize(file.size)}
              </Text>
              <Badge
                variant="outline"
                color="gray"
                radius="sm"
                tt="none"
                style={{ flexShrink: 0, color: "var(--mantine-color-text)" }}
              >
                {fileKind(file.fileName, file.contentType)}
              </Badge>
              <IconDownload size={16} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          ))}
        </Stack>
      )}
    </section>
  );
}
