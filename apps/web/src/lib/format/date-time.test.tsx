import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Wrapper } from "../../test-utils/render-app";
import { DateTime } from "./date-time";
import { dateDisplay, formatCalendarDate, relativeText } from "./dates";
import { fileKind, formatFileSize } from "./file-size";

const DAY = 24 * 60 * 60 * 1000;

describe("the portal's date format", () => {
  it("shows a date-only value without a time, the same day in every time zone", () => {
    const text = formatCalendarDate("2026-03-05");
    expect(text).toMatch(/2026/);
    expect(text).not.toMatch(/\d{1,2}:\d{2}/);
    render(<DateTime value="2026-03-05" dateOnly />, { wrapper: Wrapper });
    const time = screen.getByText(text);
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2026-03-05");
    expect(time).not.toHaveAttribute("title");
  });

  it("keeps a date column's day when the stored value carries a time", () => {
    expect(formatCalendarDate("2026-03-05T23:30:00Z")).toBe(formatCalendarDate("2026-03-05"));
  });

  it("shows an instant as its day in the user's time zone when only the day matters, never a time", () => {
    const at = new Date(Date.now() - 3 * DAY);
    const shown = dateDisplay(at.toISOString(), { dayOfInstant: true });
    expect(shown.text).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }).format(at));
    expect(shown.text).not.toMatch(/\d{1,2}:\d{2}|ago/);
    render(<DateTime value={at.toISOString()} dayOfInstant />, { wrapper: Wrapper });
    const time = screen.getByText(shown.text);
    expect(time.tagName).toBe("TIME");
    const pad = (n: number) => String(n).padStart(2, "0");
    expect(time).toHaveAttribute(
      "datetime",
      `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    );
    expect(time).not.toHaveAttribute("title");
  });

  it("shows a day that does not exist as it is, not as the day JavaScript rolls it to", () => {
    expect(formatCalendarDate("2026-02-30")).toBe("2026-02-30");
  });

  it("reads recent instants relative, with the exact value as title and tooltip on focus", () => {
    const at = new Date(Date.now() - 3 * DAY).toISOString();
    render(<DateTime value={at} />, { wrapper: Wrapper });
    const time = screen.getByText("3 days ago");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", at);
    const exact = dateDisplay(at).exact!;
    expect(exact).toMatch(/\d{1,2}:\d{2}/);
    expect(time).toHaveAttribute("title", exact);
    expect(time).toHaveAttribute("tabindex", "0"); // reachable by keyboard, so the tooltip shows on focus
  });

  it("shows the exact value in a tooltip while the date has the focus, and hides it after", async () => {
    const at = new Date(Date.now() - 3 * DAY).toISOString();
    render(
      <>
        <DateTime value={at} />
        <button type="button">next</button>
      </>,
      { wrapper: Wrapper },
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByText("3 days ago")).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(dateDisplay(at).exact!);
    await user.tab();
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument());
  });

  it("shows the exact date and time when the instant is far away", () => {
    const at = "2020-01-15T10:00:00.000Z";
    expect(relativeText(new Date(at))).toBeNull();
    render(<DateTime value={at} />, { wrapper: Wrapper });
    expect(screen.getByText(dateDisplay(at).text).tagName).toBe("TIME");
  });

  it("says future instants relative too", () => {
    const now = Date.parse("2026-11-24T10:00:00Z");
    expect(relativeText(new Date(now + 2 * 60 * 60 * 1000), now)).toBe("in 2 hours");
    expect(relativeText(new Date(now - DAY), now)).toBe("yesterday");
  });

  it("shows an empty value as a dash", () => {
    render(<DateTime value={null} />, { wrapper: Wrapper });
    expect(screen.getByText("—")).toBeInTheDocument();
  });
});

describe("file sizes and kinds", () => {
  it("reads sizes in the user's units", () => {
    expect(formatFileSize(512)).toMatch(/512\s*byte/);
    expect(formatFileSize(12_300)).toMatch(/12\.3\s*kB/);
    expect(formatFileSize(3_400_000)).toMatch(/3\.4\s*MB/);
  });
  it("names a file's kind by its extension, else its content type", () => {
    expect(fileKind("report.pdf", "application/pdf")).toBe("PDF");
    expect(fileKind("photo", "image/jpeg")).toBe("JPEG");
  });
});
