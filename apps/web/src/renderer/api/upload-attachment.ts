import { AttachmentsPath, ZUploadResponse, type TErrorResponse } from "@fsm/contracts";
import type { z } from "zod";
import { apiUrl, isStaleXsrf, retryOnStaleXsrf, sessionHeaders } from "../../lib/api-client";
import { ApiError } from "../../lib/api-error";
import { handleApiError } from "../../lib/api-error-catalogue";
import { messageText } from "../../lib/messages/message-text";

export type TUploadResponse = z.infer<typeof ZUploadResponse>;

export interface UploadOptions {
  /** Share of the file sent so far, 0 to 1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

// The field shows these itself next to the file; the §8 catalogue handles the rest (401, 403…).
const SHOWN_BY_FIELD = new Set([0, 400, 413, 415]);

function errorOf(xhr: XMLHttpRequest): ApiError {
  let body: Partial<TErrorResponse> = {};
  try {
    body = JSON.parse(xhr.responseText) as Partial<TErrorResponse>;
  } catch {
    body = {};
  }
  const message =
    body.message ||
    (xhr.status ? `HTTP ${xhr.status} - ${xhr.statusText}` : messageText("api_network_error"));
  return new ApiError(xhr.status, xhr.statusText, message, body.code, body.details, body);
}

/**
 * POST attachments/upload (form-data attachment, filename) through XMLHttpRequest, because fetch
 * reports no upload progress. Same headers as every other call; rejects with ApiError. Like every
 * other call, a write refused for a stale XSRF token (the answer sets a fresh one) is sent once more.
 */
export const uploadAttachment = (file: File, options: UploadOptions = {}): Promise<TUploadResponse> =>
  retryOnStaleXsrf(() => send(file, options));

function send(file: File, options: UploadOptions): Promise<TUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(AttachmentsPath.upload));
    sessionHeaders().forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener("loadstart", () => options.onProgress?.(0));
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ZUploadResponse.safeParse(JSON.parse(xhr.responseText || "null"));
        if (parsed.success) return resolve(parsed.data);
        return reject(new ApiError(xhr.status, xhr.statusText, messageText("api_answer_not_understood")));
      }
      const error = errorOf(xhr);
      if (!SHOWN_BY_FIELD.has(error.status) && !isStaleXsrf(error)) handleApiError(error);
      reject(error);
    });
    xhr.addEventListener("error", () => reject(errorOf(xhr)));
    xhr.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
    options.signal?.addEventListener("abort", () => xhr.abort());
    const form = new FormData();
    form.set("attachment", file, file.name);
    form.set("filename", file.name);
    xhr.send(form);
  });
}
