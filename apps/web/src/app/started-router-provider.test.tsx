import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { screen } from "@testing-library/react";
import { UNSAFE_createMemoryHistory } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createNavLinkRouter } from "./nav-link-router";
import { StartedRouterProvider } from "./started-router-provider";

/** Rendering that takes a while: React yields to the browser between such components. */
function Busy() {
  const until = performance.now() + 4;
  while (performance.now() < until);
  return null;
}

describe("StartedRouterProvider", () => {
  // React's own scheduling, as in the browser: act() would flush the render and commit together.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let before: boolean | undefined;
  beforeEach(() => {
    before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
  });

  it("shows the page when the first navigation ends between React's render and its commit, with a listener already subscribed", async () => {
    const router = createNavLinkRouter(
      [
        {
          path: "/app",
          HydrateFallback: () => <p>Loading</p>,
          // The route's chunk, from the cache after a reload: it arrives while React still renders.
          lazy: () =>
            new Promise((resolve) => setTimeout(resolve, 20)).then(() => ({
              Component: () => <h1>Dashboard</h1>,
            })),
        },
      ],
      UNSAFE_createMemoryHistory({ initialEntries: ["/app"] }),
    );
    // Another listener first, as the portal's navigation tracker is (app/router.tsx).
    router.subscribe(() => undefined);
    // As main.tsx does: the first render in a transition, on React's own scheduler (no act()),
    // which renders the router first and yields between the slow parts after it.
    const root = createRoot(document.body.appendChild(document.createElement("div")));
    startTransition(() =>
      root.render(
        <>
          <StartedRouterProvider router={router} />
          {Array.from({ length: 40 }, (_, i) => (
            <Busy key={i} />
          ))}
        </>,
      ),
    );
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });
});
