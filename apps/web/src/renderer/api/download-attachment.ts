import { AttachmentsPath } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";

/**
 * GET attachments/download?id as a blob: the session travels as the Authorization header, never in
 * a URL, so a plain link cannot fetch it. The browser then saves it under the file's name.
 */
export async function downloadAttachment(id: number, fileName: string): Promise<void> {
  const blob = await apiRequest<Blob>(AttachmentsPath.download, { query: { id }, responseType: "blob" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
