import { useEffect, useRef, useState } from "react";
import { ApiError, isAbortError } from "../../../lib/api-error";
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
  `"${file.name}" was not uploaded: ${error instanceof ApiError ? error.message : "the upload failed."}`;

/**
 * Uploads each accepted file at once, one XMLHttpRequest per file so each has its own progress;
 * a finished one is handed to onUploaded (it becomes part of the form value).
 */
export function useUploads(onUploaded: (file: TUploadedFile) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

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
  };

  const start = (file: File) => {
    const key = nextKey.current++;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setPending((list) => [...list, { key, file, progress: 0 }]);
    uploadAttachment(file, { signal: controller.signal, onProgress: (progress) => update(key, { progress }) })
      .then((answer: TUploadResponse) => {
        controllers.current.delete(key);
        setPending((list) => list.filter((p) => p.key !== key));
        uploaded.current({ attachmentId: answer.attachmentId, fileName: answer.fileName, size: answer.size });
      })
      .catch((error: unknown) => {
        controllers.current.delete(key);
        if (!isAbortError(error)) update(key, { error: messageOf(file, error) });
      });
  };

  return { pending, start, remove: drop };
}
