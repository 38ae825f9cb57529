import { BlogPath } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/** POST attachments/upload: an image for a post (the server links it when the draft is saved). */
export async function uploadBlogImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("attachment", file);
  form.append("filename", file.name);
  const answer = await apiRequest<{ attachmentId: string }>(BlogPath.upload, { form });
  return answer.attachmentId;
}
