import { useEffect, useRef, useState } from "react";
import { Alert, Input, List } from "@mantine/core";
import { useConfig } from "../../../lib/config/use-config";
import { useMessage } from "../../../lib/messages/use-message";
import type { FieldInputProps } from "../field-type-ui";
import { DropZone } from "./drop-zone";
import { rejectionOf } from "./file-checks";
import { FileRows } from "./file-rows";
import {
  asAttachmentEntries,
  asUploadedFiles,
  asUploadingFiles,
  type TAttachmentEntry,
} from "./uploaded-files";
import { useUploads } from "./use-uploads";

/**
 * Files are uploaded as soon as they are chosen, each with its own progress bar; the form value
 * holds the stored ones (their attachmentIds go with the save). Size and blocked types are checked
 * first, one clear message per refused file, so nothing doomed is sent (the server checks again,
 * and its 413/415 message is shown beside the file).
 */
export function AttachmentInput({ id, label, value, onChange, error, required, readOnly }: FieldInputProps) {
  const config = useConfig();
  const t = useMessage();
  const [rejections, setRejections] = useState<string[]>([]);
  const entries = asAttachmentEntries(value);
  const files = asUploadedFiles(value);
  // Two uploads may finish before the form re-renders; each changes the newest list.
  const latest = useRef(entries);
  latest.current = entries;
  const setEntries = (next: TAttachmentEntry[]) => {
    latest.current = next;
    onChange(next);
  };
  const isMarker = (key: number) => (e: TAttachmentEntry) => "uploading" in e && e.uploading === key;
  const uploads = useUploads({
    started: (key, fileName) => setEntries([...latest.current, { uploading: key, fileName }]),
    uploaded: (key, file) => setEntries(latest.current.map((e) => (isMarker(key)(e) ? file : e))),
    stopped: (key) => setEntries(latest.current.filter((e) => !isMarker(key)(e))),
  });

  // Uploads do not survive a reload: a value restored with files "still uploading" drops them.
  useEffect(() => {
    if (asUploadingFiles(latest.current).length) setEntries(asUploadedFiles(latest.current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the value the field opened with
  }, []);

  const choose = (chosen: FileList | null) => {
    const all = Array.from(chosen ?? []);
    setRejections(all.map((file) => rejectionOf(file, config, t)).filter((m): m is string => m !== null));
    all.filter((file) => rejectionOf(file, config, t) === null).forEach(uploads.start);
  };

  return (
    <Input.Wrapper id={id} label={label} required={required} error={error}>
      <DropZone
        id={id}
        label={label}
        disabled={readOnly}
        errorId={error ? `${id}-error` : undefined}
        onFiles={choose}
      />
      {rejections.length ? (
        <Alert color="red" variant="outline" mt="xs" role="alert" title={t("attachment_not_added")}>
          <List size="sm">
            {rejections.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <FileRows
        label={label}
        files={files}
        pending={uploads.pending}
        readOnly={readOnly}
        onRemove={(attachmentId) =>
          setEntries(entries.filter((e) => !("attachmentId" in e) || e.attachmentId !== attachmentId))
        }
        onRemovePending={uploads.remove}
      />
    </Input.Wrapper>
  );
}
