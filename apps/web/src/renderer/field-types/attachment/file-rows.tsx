import { Button, Group, List, Progress, Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { formatBytes } from "./file-checks";
import type { TUploadedFile } from "./uploaded-files";
import type { PendingUpload } from "./use-uploads";

interface FileRowsProps {
  label: string;
  files: TUploadedFile[];
  pending: PendingUpload[];
  readOnly: boolean;
  onRemove(attachmentId: string): void;
  onRemovePending(key: number): void;
}

/** Uploaded files, then files still uploading (a labelled progress bar) or refused by the server. */
export function FileRows({ label, files, pending, readOnly, onRemove, onRemovePending }: FileRowsProps) {
  const t = useMessage();
  if (!files.length && !pending.length) return null;
  return (
    <List size="sm" mt="xs" listStyleType="none" aria-label={t("attachment_files", { label })}>
      {files.map((file) => (
        <List.Item key={file.attachmentId}>
          <Group gap="xs">
            <Text size="sm">
              {t("attachment_uploaded", { name: file.fileName, size: formatBytes(file.size, t) })}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onRemove(file.attachmentId)}
              aria-label={t("attachment_remove_file", { name: file.fileName })}
              disabled={readOnly}
            >
              {t("attachment_remove")}
            </Button>
          </Group>
        </List.Item>
      ))}
      {pending.map((upload) => (
        <List.Item key={upload.key}>
          <Group gap="xs" wrap="nowrap">
            {upload.error ? (
              <Text size="sm" c="red.8" role="alert">
                {upload.error}
              </Text>
            ) : (
              <>
                <Text size="sm">{upload.file.name}</Text>
                <Progress
                  value={Math.round(upload.progress * 100)}
                  aria-label={t("attachment_uploading", { name: upload.file.name })}
                  w={160}
                  animated
                />
              </>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onRemovePending(upload.key)}
              aria-label={t(upload.error ? "attachment_dismiss_file" : "attachment_cancel_file", {
                name: upload.file.name,
              })}
            >
              {t(upload.error ? "attachment_dismiss" : "app_cancel")}
            </Button>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
