import { describe, expect, it, vi } from "vitest";
import { StrictMode } from "react";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { onNavigateBack } from "./navigate-back";
import { getNavLinkEntry } from "./navigation-screen-map";
import { useNavLinkOutlet } from "./use-nav-link-outlet";

function AssetOutlet() {
  useNavLinkOutlet("request", "assetDetail", { assetId: "42" });
  return <p>Asset 42</p>;
}

describe("linked navigation", () => {
  it("records the open link, and on leaving marks it hidden and emits navigate-back with no data", async () => {
    const events = vi.fn();
    const stop = onNavigateBack(events);
    const router = createMemoryRouter(
      [
        { path: "/request/navinsert/assetDetail", element: <AssetOutlet /> },
        { path: "/request", element: <p>Request</p> },
      ],
      { initialEntries: ["/request/navinsert/assetDetail"] },
    );
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(screen.getByText("Asset 42")).toBeInTheDocument();
    expect(getNavLinkEntry("request")).toEqual({
      navScreen: "assetDetail",
      params: { assetId: "42" },
      visible: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).not.toHaveBeenCalled(); // StrictMode's remount is not a leave

    await act(() => router.navigate("/request"));
    await vi.waitFor(() => expect(events).toHaveBeenCalled());
    expect(events).toHaveBeenCalledExactlyOnceWith({ screenName: "assetDetail", dataModel: null });
    expect(getNavLinkEntry("request")?.visible).toBe(false);
    expect(JSON.parse(sessionStorage.getItem("navigation-screen-map")!)).toHaveProperty(
      "request.navLink.navScreen",
      "assetDetail",
    );
    stop();
  });
});
