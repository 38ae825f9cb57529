import { describe, expect, it } from "vitest";
import { RemoveScroll } from "react-remove-scroll";
import { SCROLL_CLASS_NAMES } from "./shell-bars-scroll-class-names";

describe("the class names the shell's bars take without react-remove-scroll", () => {
  it("are the library's own, so a modal's scroll lock still pads the fixed bars", () => {
    expect(SCROLL_CLASS_NAMES).toEqual(RemoveScroll.classNames);
  });
});
