import { Form, useNavigate } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { SelectField } from "~/components/ui/field";
import { useHydrated } from "~/lib/use-hydrated";

type WeekPickerProps = {
  weeks: readonly { week: number; label: string }[];
  selected: number;
  label: string;
  submitLabel: string;
};

/**
 * Spec 2: the dropdown of weeks sets `?week=`. It is a GET form, so it works without JavaScript
 * (choose, then "Show week"); with JavaScript the choice navigates at once.
 */
export function WeekPicker({ weeks, selected, label, submitLabel }: WeekPickerProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <Form method="get" action="/market-report" className="flex flex-wrap items-end gap-3">
      <SelectField
        label={label}
        name="week"
        value={selected}
        onChange={(event) => void navigate(`/market-report?week=${event.currentTarget.value}`)}
        className="w-full max-w-xs"
      >
        {weeks.map((week) => (
          <option key={week.week} value={week.week}>
            {week.label}
          </option>
        ))}
      </SelectField>
      {hydrated ? null : (
        <button type="submit" className={buttonClasses("primary")}>
          {submitLabel}
        </button>
      )}
    </Form>
  );
}
