import { ApiPath, ZUpdateImageResponse, type TConfigData } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import type { TTranslate } from "../../../lib/messages/use-message";
import { QueryKey } from "../../../lib/query-client";
import { SessionKey } from "../../../lib/storage-keys";

type TUploadLimits = Pick<TConfigData, "fileTypesBlackList" | "maxRequestLength">;

const extensionOf = (name: string): string => name.slice(name.lastIndexOf(".") + 1).toLowerCase();

/**
 * Input schema: an image within the configured size limit and not on the blocked-type list.
 * The server checks the same (and sniffs the content); checking here saves a useless upload.
 */
export const makeUpdateImageInput = (limits: TUploadLimits, t: TTranslate) =>
  z
    .instanceof(File, { message: t("profile_image_choose") })
    .refine((file) => file.type.startsWith("image/"), t("profile_image_not_image"))
    .refine(
      (file) =>
        !limits.fileTypesBlackList.some(
          (ext) => ext.replace(/^\./, "").toLowerCase() === extensionOf(file.name),
        ),
      t("profile_image_type_blocked"),
    )
    .refine(
      (file) => !limits.maxRequestLength || file.size <= limits.maxRequestLength,
      t("profile_image_too_large", { kb: String(Math.floor(limits.maxRequestLength / 1024)) }),
    );

/** POST profile/updateimage, multipart with the fields attachment and filename (spec §3). */
export async function updateImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("attachment", file, file.name);
  form.append("filename", file.name);
  const { ImageId } = await apiRequest(ApiPath.updateImage, {
    method: "POST",
    form,
    schema: ZUpdateImageResponse,
  });
  sessionStorage.setItem(SessionKey.loggedInImageId, ImageId);
  return ImageId;
}

export function useUpdateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateImage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QueryKey.profile }),
        queryClient.invalidateQueries({ queryKey: QueryKey.loggedInData }),
      ]),
  });
}
