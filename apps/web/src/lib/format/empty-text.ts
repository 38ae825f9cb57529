/** How a missing value reads wherever one is shown, so empty cells look alike across types. */
export const EMPTY_TEXT = "—";
