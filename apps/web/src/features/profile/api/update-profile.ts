import { ApiPath, ZUpdateProfileRequest, type TUpdateProfileRequest } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { QueryKey } from "../../../lib/query-client";

/** Input schema of the form: the shared contract with its verbatim messages. */
export const updateProfileInput = ZUpdateProfileRequest;

/** POST profile/updateprofile. The body is validated (and trimmed) before it leaves. */
export function updateProfile(input: TUpdateProfileRequest): Promise<unknown> {
  return apiRequest(ApiPath.updateProfile, { method: "POST", json: updateProfileInput.parse(input) });
}

/** Saving changes the name the header shows, so both the profile and loggedindata refresh. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: QueryKey.profile }),
        queryClient.invalidateQueries({ queryKey: QueryKey.loggedInData }),
      ]),
  });
}
