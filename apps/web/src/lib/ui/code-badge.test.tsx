import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Wrapper } from "../../test-utils/render-app";
import { isBadgeCodeTable, TONE_COLOR, toneOf } from "./badge-tones";
import { CodeBadge } from "./code-badge";

describe("status and priority badges", () => {
  it("show their words, never colour alone", () => {
    render(<CodeBadge code="IN_PROGRESS" label="In progress" />, { wrapper: Wrapper });
    const badge = screen.getByText("In progress");
    expect(badge.closest("[data-tone]")).toHaveAttribute("data-tone", "active");
  });

  it("give the same meaning the same colour in every area", () => {
    expect(TONE_COLOR[toneOf("NEW")]).toBe(TONE_COLOR[toneOf("OPEN")]); // request and return
    expect(TONE_COLOR[toneOf("RESOLVED")]).toBe(TONE_COLOR[toneOf("CLOSED")]);
    expect(toneOf("URGENT")).toBe("urgent");
    expect(toneOf("SOMETHING_ELSE")).toBe("neutral");
  });

  it("are used for status and priority code tables only", () => {
    expect(isBadgeCodeTable("request_status")).toBe(true);
    expect(isBadgeCodeTable("rma_status")).toBe(true);
    expect(isBadgeCodeTable("request_priority")).toBe(true);
    expect(isBadgeCodeTable("problem_code")).toBe(false);
  });
});

describe("record numbers in headings", () => {
  it("never break inside the number", async () => {
    const { NoWrapIds } = await import("./no-wrap-ids");
    render(
      <h1>
        <NoWrapIds text="Service request SR-000577" />
      </h1>,
      { wrapper: Wrapper },
    );
    expect(screen.getByRole("heading", { name: "Service request SR-000577" })).toBeInTheDocument();
    expect(screen.getByText("SR-000577")).toHaveStyle({ whiteSpace: "nowrap" });
  });
});
