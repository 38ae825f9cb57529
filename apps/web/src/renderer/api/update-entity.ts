import { SaveUpdatePath, ZSaveConflictResponse, ZUpdateEntityResponse } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";
import { ApiError } from "../../lib/api-error";
import { handleApiError } from "../../lib/api-error-catalogue";
import { SaveConflictError, type SaveModel, type TRow } from "../data-source";
import { rowOf } from "./get-data-for-screen";

/** Multipart as the spec sends it: every field JSON text, each file part named by its attachmentId. */
export function toSaveForm(model: SaveModel): FormData {
  const form = new FormData();
  form.set("screenName", model.screenName);
  form.set("primaryTable", model.primaryTable);
  form.set("dataModel", JSON.stringify(model.dataModel));
  form.set("originalDataModel", JSON.stringify(model.originalDataModel));
  form.set("childTables", JSON.stringify(model.childTables));
  form.set(
    "attachments",
    JSON.stringify(model.attachments.map(({ attachmentId, fileType }) => ({ attachmentId, fileType }))),
  );
  for (const { attachmentId, attachment } of model.attachments)
    if (attachment) form.append(attachmentId, attachment, attachment.name);
  return form;
}

/**
 * POST saveupdate/updateentity. A 409 is not an error to announce: it becomes SaveConflictError
 * with the stored row, for the form's conflict dialog. Everything else goes through the §8 catalogue.
 */
export async function updateEntity(model: SaveModel): Promise<TRow> {
  try {
    const answer = await apiRequest(SaveUpdatePath.updateEntity, {
      form: toSaveForm(model),
      schema: ZUpdateEntityResponse,
      handleErrors: false,
    });
    return rowOf(answer);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const conflict = error.status === 409 ? ZSaveConflictResponse.safeParse(error.body) : null;
    if (conflict?.success) throw new SaveConflictError(conflict.data.current);
    handleApiError(error);
    throw error;
  }
}
