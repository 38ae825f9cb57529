import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderRoutes } from "../../../test-utils/render-app";
import { stubApi } from "../../../test-utils/stub-api";
import { plainText } from "../components/plain-text";
import { VersionDiff, type DiffSide } from "../components/version-diff";
// Rendered alone, without the page that brings the blog's texts.
import "../blog-messages";

function render(before: DiffSide, after: DiffSide) {
  stubApi({});
  renderRoutes([{ path: "/", element: <VersionDiff before={before} after={after} /> }]);
}

describe("comparing two versions of a post", () => {
  it("reads a body as lines: blocks, table cells and images by their alt text, nothing that runs", () => {
    expect(
      plainText(
        "<h2>Steps</h2><p>Switch <strong>off</strong>.</p><ul><li>One</li><li>Two</li></ul>" +
          '<img src="/api/Blog/image/x" alt="diagram"><table><tr><th>Model</th><th>Filter</th></tr></table>' +
          "<script>window.ran = 1</script>",
      ),
    ).toBe("Steps\nSwitch off.\nOne\nTwo\n[diagram]\nModel\tFilter\nwindow.ran = 1");
    expect((window as unknown as { ran?: number }).ran).toBeUndefined();
  });

  it("marks the words that came in and went out, in words as well as style", () => {
    render(
      { title: "Filter change", bodyHtml: "<p>Change the filter every month.</p>" },
      { title: "Filter change how-to", bodyHtml: "<p>Change the filter every quarter.</p>" },
    );
    const added = [...document.querySelectorAll("ins")].map((el) => el.textContent);
    const removed = [...document.querySelectorAll("del")].map((el) => el.textContent);
    expect(added).toEqual(["added:  how-to", "added: quarter"]);
    expect(removed).toEqual(["removed: month"]);
    expect(screen.getByTestId("blog-version-diff")).toHaveTextContent("Change the filter every");
  });

  it("says so when nothing changed", () => {
    const same = { title: "Same", bodyHtml: "<p>Text</p>" };
    render(same, { ...same });
    expect(screen.getByText("No difference in the title or the text.")).toBeInTheDocument();
  });
});
