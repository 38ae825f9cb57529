import { dateDisplay } from "./dates";
import { EMPTY_TEXT } from "./empty-text";
import { ExactTip } from "./exact-tip";

interface DateTimeProps {
  /** An ISO instant, a local "YYYY-MM-DDTHH:mm", or a calendar date "YYYY-MM-DD". */
  value: string | null | undefined;
  /** A day without a time (a date column): shown as the date only, the same in every time zone. */
  dateOnly?: boolean;
  /** An instant shown as its day only, in the user's time zone (a blog post's date): no time. */
  dayOfInstant?: boolean;
  /** Recent instants read "3 days ago" (the default); false always shows the exact value. */
  relative?: boolean;
  /**
   * false inside a link or button (a list card): the exact value stays in the title, but the
   * element takes no focus of its own (no interactive element inside another).
   */
  focusable?: boolean;
}

/**
 * Every date and time the portal shows: a <time> element in the user's locale and time zone. A
 * relative text keeps the exact value reachable on hover and on focus (title and tooltip).
 */
export function DateTime({
  value,
  dateOnly = false,
  dayOfInstant = false,
  relative = true,
  focusable = true,
}: DateTimeProps) {
  if (!value) return <span>{EMPTY_TEXT}</span>;
  const shown = dateDisplay(value, { dateOnly, dayOfInstant, relative });
  const machine = shown.machine;
  if (!shown.date && !dateOnly && shown.text === value) return <span>{value}</span>;
  if (!shown.exact) return <time dateTime={machine}>{shown.text}</time>;
  if (!focusable)
    return (
      <time dateTime={machine} title={shown.exact}>
        {shown.text}
      </time>
    );
  return (
    <ExactTip label={shown.exact}>
      <time dateTime={machine} title={shown.exact} tabIndex={0}>
        {shown.text}
      </time>
    </ExactTip>
  );
}
