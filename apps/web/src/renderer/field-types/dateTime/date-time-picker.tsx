// Mantine's date picker styles come with this control only: the chunk of the one field type that
// draws it, not the portal's shared Mantine sheet (build/mantine-styles-in-use.ts), so no other
// page pays for them.
import "@mantine/dates/styles.layer.css";
import { DateTimePicker, type DayOfWeek } from "@mantine/dates";
import { useMessage } from "../../../lib/messages/use-message";
import { dateDisplay } from "../../../lib/format/dates";
import type { FieldInputProps } from "../field-type-ui";
import { asText } from "../shared/values";
import { fromPickerValue, toPickerValue } from "./picker-value";

/** The user's clock as the picker's time fields show it: 12 hours with AM/PM or 24 hours. */
const HOUR_FORMAT =
  new Intl.DateTimeFormat(undefined, { hour: "numeric" }).resolvedOptions().hourCycle?.startsWith("h1") ===
  true
    ? "12h"
    : "24h";

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/** The locale's first day of the week (0 Sunday … 6 Saturday), Monday where the browser cannot say. */
function firstDayOfWeek(): DayOfWeek {
  try {
    const locale = new Intl.Locale(navigator.language) as WeekInfoLocale;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    return info ? ((info.firstDay % 7) as DayOfWeek) : 1;
  } catch {
    return 1;
  }
}
const FIRST_DAY_OF_WEEK = firstDayOfWeek();

/**
 * A date and time in the user's time zone: one field (a single Tab stop) that opens a calendar
 * with the time below it, operable by keyboard (arrows move the day, Enter picks it, the time's
 * hour and minute fields take digits and arrow keys). The form's value stays the local
 * "YYYY-MM-DDTHH:mm" the browser's datetime-local produced, so what is stored does not change
 * (the field type's toModel turns it into the ISO instant the server expects). The value reads in
 * the portal's one date format (lib/format/dates.ts).
 */
export function DateTimePickerInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  readOnly,
}: FieldInputProps) {
  const t = useMessage();
  return (
    <DateTimePicker
      id={id}
      label={label}
      value={toPickerValue(asText(value))}
      onChange={(next) => onChange(fromPickerValue(next))}
      onDropdownClose={onBlur}
      error={error}
      required={required}
      readOnly={readOnly}
      clearable={!required && !readOnly}
      valueFormat={(date) => dateDisplay(fromPickerValue(date), { relative: false }).text}
      placeholder={t("date_time_picker_placeholder")}
      clearButtonProps={{ "aria-label": t("date_time_picker_clear", { label }) }}
      submitButtonProps={{ "aria-label": t("date_time_picker_done") }}
      ariaLabels={{
        monthLevelControl: t("date_picker_choose_month"),
        yearLevelControl: t("date_picker_choose_year"),
        nextMonth: t("date_picker_next_month"),
        previousMonth: t("date_picker_previous_month"),
        nextYear: t("date_picker_next_year"),
        previousYear: t("date_picker_previous_year"),
        nextDecade: t("date_picker_next_decade"),
        previousDecade: t("date_picker_previous_decade"),
      }}
      timePickerProps={{
        format: HOUR_FORMAT,
        hoursInputLabel: t("date_picker_hours"),
        minutesInputLabel: t("date_picker_minutes"),
        amPmInputLabel: t("date_picker_am_pm"),
      }}
      // Days of other months and weekends in Mantine's light grey and red fall below 4.5:1 contrast.
      firstDayOfWeek={FIRST_DAY_OF_WEEK}
      hideOutsideDates
      weekendDays={[]}
      // Closing (Done, Escape, a click outside) gives the focus back to the field, not the page.
      // The popover's id is the field's, so its dialog is named by the field's button (Mantine
      // names it by its own generated id otherwise, which the field's id replaces).
      popoverProps={{ id, withinPortal: true, returnFocus: true }}
      // Mantine's placeholder grey is below 4.5:1; the theme's dimmed text is not.
      styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
    />
  );
}
