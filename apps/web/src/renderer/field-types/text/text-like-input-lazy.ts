import { lazyInput } from "../shared/lazy-input";
import type { TextLikeInputProps } from "./text-like-input";

/**
 * The one-line control of text, number, date, date-time, e-mail and phone fields, loaded when a form
 * first draws one: a page that reads a record or lists rows loads none of Mantine's inputs.
 */
export const TextLikeInput = lazyInput<TextLikeInputProps>(() =>
  import("./text-like-input").then((m) => m.TextLikeInput),
);
