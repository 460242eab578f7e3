import { buttonClasses } from "~/components/ui/button-link";
import { SelectField } from "~/components/ui/field";

type WeekPickerProps = {
  weeks: readonly { week: number; label: string }[];
  selected: number;
  label: string;
  submitLabel: string;
};

/**
 * The dropdown of weeks sets `?week=`. A plain GET form (the page ships no JavaScript,
 * decision 014): choose a week, then "Show week". Not printed.
 */
export function WeekPicker({ weeks, selected, label, submitLabel }: WeekPickerProps) {
  return (
    <form method="get" action="/market-report" className="flex flex-wrap items-end gap-3 print:hidden">
      <SelectField label={label} name="week" defaultValue={selected} className="w-full max-w-xs">
        {weeks.map((week) => (
          <option key={week.week} value={week.week}>
            {week.label}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonClasses("primary")}>
        {submitLabel}
      </button>
    </form>
  );
}
