import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiPath } from "@fsm/contracts";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { PROFILE } from "../../../test-utils/fixtures";
import { ProfilePage } from "./profile-page";

afterEach(() => vi.unstubAllGlobals());

/** Issue 11: the profile's password change warns while typed, and not once the password is changed. */
describe("profile password change and leaving", () => {
  it("asks with a typed password, and not after the change was saved", async () => {
    const api = stubApi({
      [`GET ${ApiPath.getProfile}`]: () => json(PROFILE),
      [`POST ${ApiPath.updatePassword}`]: () => json({ message: "Password changed", authHeader: "fresh" }),
    });
    const { router } = renderRoutes([
      { path: "/", element: <ProfilePage /> },
      { path: "/elsewhere", element: <h1>Elsewhere</h1> },
    ]);
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Change password" });
    await user.type(within(form).getByLabelText(/Current Password/), "Demo!2026");
    await user.type(within(form).getByLabelText(/^New Password/), "Better!2027");
    await user.type(within(form).getByLabelText(/Confirm New Password/), "Better!2027");

    void router.navigate("/elsewhere");
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));

    await user.click(within(form).getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(api.callsTo(ApiPath.updatePassword)).toHaveLength(1));
    await waitFor(() => expect(within(form).getByLabelText(/Current Password/)).toHaveValue(""));
    await act(() => router.navigate("/elsewhere"));
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Leave without saving?" })).not.toBeInTheDocument();
  });
});
