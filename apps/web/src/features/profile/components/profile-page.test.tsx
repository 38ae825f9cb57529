import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiPath } from "@fsm/contracts";
import { FALLBACK_CONFIG } from "../../../lib/config/use-config";
import { readAuthHeader, writeAuthHeader } from "../../../lib/auth-storage";
import { SessionKey } from "../../../lib/storage-keys";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { ProfilePage } from "./profile-page";
import { PROFILE } from "../../../test-utils/fixtures";

const profile = PROFILE;

afterEach(() => vi.unstubAllGlobals());

function renderProfile(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ [`GET ${ApiPath.getProfile}`]: () => json(profile), ...extra });
  const { router } = renderRoutes(
    [
      { path: "/", element: <ProfilePage /> },
      { path: "/elsewhere", element: <h1>Elsewhere</h1> },
    ],
    { config: { fileTypesBlackList: ["exe"], maxRequestLength: 1000 } },
  );
  return Object.assign(api, { router });
}

describe("profile page", () => {
  it("edits the details with the contract's messages and saves them", async () => {
    const api = renderProfile({
      [`POST ${ApiPath.updateProfile}`]: () => json({ status: "success", message: "Saved" }),
    });
    const details = await screen.findByRole("form", { name: "Profile details" });
    expect(screen.getByRole("heading", { level: 1, name: "Profile" })).toBeInTheDocument();
    const first = within(details).getByLabelText(/First Name/);
    await userEvent.clear(first);
    await userEvent.tab();
    expect(await within(details).findByText("First Name is required")).toBeInTheDocument();
    await userEvent.type(first, "Augusta");
    await userEvent.type(within(details).getByLabelText("Mobile Number"), "123");
    await userEvent.click(within(details).getByRole("button", { name: "Save Profile" }));
    expect(
      await within(details).findByText(
        "Mobile number must be an optional + followed by 11 digits, e.g. +11233456789",
      ),
    ).toBeInTheDocument();
    await userEvent.clear(within(details).getByLabelText("Mobile Number"));
    await userEvent.type(within(details).getByLabelText("Mobile Number"), "+11233456789");
    await userEvent.click(within(details).getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(api.callsTo(ApiPath.updateProfile)).toHaveLength(1));
    expect(api.callsTo(ApiPath.updateProfile)[0]!.body).toEqual({
      FirstName: "Augusta",
      LastName: "Lovelace",
      AltEmailAddress: null,
      Phone: "+11233456789",
    });
  });

  it("changes the password and keeps the new session header", async () => {
    writeAuthHeader("old", null);
    const api = renderProfile({
      [`POST ${ApiPath.updatePassword}`]: () => json({ message: "Password changed", authHeader: "fresh" }),
    });
    const form = await screen.findByRole("form", { name: "Change password" });
    await userEvent.type(within(form).getByLabelText(/Current Password/), "Demo!2026");
    await userEvent.type(within(form).getByLabelText(/^New Password/), "Better!2027");
    await userEvent.type(within(form).getByLabelText(/Confirm New Password/), "Better!2028");
    await userEvent.click(within(form).getByRole("button", { name: "Change Password" }));
    expect(await within(form).findByText("Password mismatch")).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/Confirm New Password/));
    await userEvent.type(within(form).getByLabelText(/Confirm New Password/), "Better!2027");
    await userEvent.click(within(form).getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(readAuthHeader()).toBe("fresh"));
    expect(api.callsTo(ApiPath.updatePassword)[0]!.body).toEqual({
      currentPassword: "Demo!2026",
      password: "Better!2027",
      confirmPassword: "Better!2027",
    });
  });

  it("shows the server's refusal in the user's language by its message key, next to the field", async () => {
    const german = "Das aktuelle Passwort ist falsch";
    stubApi({
      [`GET ${ApiPath.getProfile}`]: () => json(profile),
      [`POST ${ApiPath.updatePassword}`]: () =>
        json(
          {
            code: "VALIDATION_FAILED",
            message: "currentPassword: Current password is incorrect",
            details: [
              {
                path: "currentPassword",
                message: "Current password is incorrect",
                messageKey: "error_wrong_current_password",
              },
            ],
          },
          400,
        ),
    });
    // The configuration as the app keeps it (getConfigData), with the login translations.
    const config = {
      ...FALLBACK_CONFIG,
      messages: { portal_login_translations: { error_wrong_current_password: german } },
    };
    sessionStorage.setItem(SessionKey.serverConfig, JSON.stringify(config));
    renderRoutes([{ path: "/", element: <ProfilePage /> }], { config });
    const form = await screen.findByRole("form", { name: "Change password" });
    await userEvent.type(within(form).getByLabelText(/Current Password/), "Wrong!2026");
    await userEvent.type(within(form).getByLabelText(/^New Password/), "Better!2027");
    await userEvent.type(within(form).getByLabelText(/Confirm New Password/), "Better!2027");
    await userEvent.click(within(form).getByRole("button", { name: "Change Password" }));
    expect(await within(form).findByText(german)).toBeInTheDocument();
    // The notification says it too, in plain words: never the field's path.
    expect(await screen.findAllByText(german)).toHaveLength(2);
    expect(screen.queryByText(/currentPassword/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Current password is incorrect/)).not.toBeInTheDocument();
  });

  it("uploads a new image as multipart attachment + filename, refusing blocked types", async () => {
    const api = renderProfile({ [`POST ${ApiPath.updateImage}`]: () => json({ ImageId: "img-9" }) });
    const form = await screen.findByRole("form", { name: "Profile image" });
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(["x"], "virus.exe", { type: "image/png" }), {
      applyAccept: false,
    });
    expect(await within(form).findByText("This file type is not allowed")).toBeInTheDocument();
    await userEvent.upload(input, new File(["png"], "me.png", { type: "image/png" }));
    await userEvent.click(within(form).getByRole("button", { name: "Upload Image" }));
    await waitFor(() => expect(api.callsTo(ApiPath.updateImage)).toHaveLength(1));
    const body = api.callsTo(ApiPath.updateImage)[0]!.body as FormData;
    expect((body.get("attachment") as File).name).toBe("me.png");
    expect(body.get("filename")).toBe("me.png");
    await waitFor(() => expect(sessionStorage.getItem(SessionKey.loggedInImageId)).toBe("img-9"));
  });

  it("asks before leaving with an unsaved form; Stay keeps the typing, Leave goes", async () => {
    const api = renderProfile();
    const form = await screen.findByRole("form", { name: "Change password" });
    void api.router.navigate("/elsewhere");
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
    void api.router.navigate("/");
    const again = await screen.findByRole("form", { name: "Change password" });
    expect(form).not.toBe(again);
    await userEvent.type(within(again).getByLabelText(/Current Password/), "Demo");
    void api.router.navigate("/elsewhere");
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(within(again).getByLabelText(/Current Password/)).toHaveValue("Demo");
    void api.router.navigate("/elsewhere");
    await userEvent.click(await screen.findByRole("button", { name: "Leave and discard" }));
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
  });
});
