import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Wrapper } from "../../../test-utils/render-app";
import { LinkifiedText } from "./linkified-text";

describe("LinkifiedText", () => {
  it("turns addresses into links, leaving sentence punctuation and other text alone", () => {
    const text =
      "Reset here: http://127.0.0.1:8080/resetPassword/abc/Ada/Lovelace/ADA. Or https://x.test/a?b=1) <b>no</b>";
    render(
      <Wrapper>
        <p data-testid="body">
          <LinkifiedText text={text} />
        </p>
      </Wrapper>,
    );
    const body = screen.getByTestId("body");
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "http://127.0.0.1:8080/resetPassword/abc/Ada/Lovelace/ADA",
      "https://x.test/a?b=1",
    ]);
    expect(body.textContent).toBe(text);
    expect(body.querySelector("b")).toBeNull();
  });
});
