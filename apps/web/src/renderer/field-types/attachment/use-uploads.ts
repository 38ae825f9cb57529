import { useEffect, useRef, useState } from "react";
import { ApiError, isAbortError } from "../../../lib/api-error";
import { errorText } from "../../../lib/messages/error-text";
import { messageText } from "../../../lib/messages/message-text";
import { uploadAttachment, type TUploadResponse } from "../../api/upload-attachment";
import type { TUploadedFile } from "./uploaded-files";

/** A file on its way to the server, or one the server refused (its 413/415 message kept). */
export interface PendingUpload {
  key: number;
  file: File;
  /** 0 to 1 while sending. */
  progress: number;
  error?: string;
}

const messageOf = (file: File, error: unknown): string =>
  error instanceof ApiError
    ? messageText("attachment_upload_refused", { name: file.name, reason: errorText(error) })
    : messageText("attachment_upload_failed", { name: file.name });

/** What the field does with the value as an upload starts, finishes or stops (failed, cancelled). */
export interface UploadEvents {
  started(key: number, fileName: string): void;
  uploaded(key: number, file: TUploadedFile): void;
  stopped(key: number): void;
}

/**
 * Uploads each accepted file at once, one XMLHttpRequest per file so each has its own progress;
 * the events let the field keep the form value in step.
 */
export function useUploads(events: UploadEvents) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);
  const handlers = useRef(events);
  handlers.current = events;

  // Leaving the form cancels what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (key: number, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const drop = (key: number) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setPending((list) => list.filter((p) => p.key !== key));
    handlers.current.stopped(key);
  };

  const start = (file: File) => {
    const key = nextKey.current++;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setPending((list) => [...list, { key, file, progress: 0 }]);
    handlers.current.started(key, file.name);
    uploadAttachment(file, { signal: controller.signal, onProgress: (progress) => update(key, { progress }) })
      .then((answer: TUploadResponse) => {
        controllers.current.delete(key);
        setPending((list) => list.filter((p) => p.key !== key));
        handlers.current.uploaded(key, {
          attachmentId: answer.attachmentId,
          fileName: answer.fileName,
          size: answer.size,
        });
      })
      .catch((error: unknown) => {
        controllers.current.delete(key);
        if (isAbortError(error)) return;
        update(key, { error: messageOf(file, error) });
        handlers.current.stopped(key);
      });
  };

  return { pending, start, remove: drop };
}
