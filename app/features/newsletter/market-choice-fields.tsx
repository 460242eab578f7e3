// The market a subscriber chooses (decision 147), as real form controls: checkboxes for the
// villages and home types, radios for the price band and the cadence. No JavaScript: the browser
// posts what is ticked, and the server names a refused field.
import {
  CHOICE_FIELDS,
  CHOICE_OPTIONS,
  DEFAULT_CHOICE,
  type ChoiceErrors,
  type ChoiceField,
  type MarketChoice,
} from "./market-choice";

const LEGENDS: Record<ChoiceField, { legend: string; hint: string }> = {
  villages: { legend: "Villages", hint: "None ticked: all of Greenwich." },
  types: { legend: "Home types", hint: "None ticked: every type of home for sale." },
  band: { legend: "Price band", hint: "Sale prices." },
  cadence: { legend: "How often", hint: "" },
};

function ChoiceGroup({
  idPrefix,
  field,
  multiple,
  options,
  checked,
  error,
}: {
  idPrefix: string;
  field: ChoiceField;
  multiple: boolean;
  options: readonly { value: string; label: string; hint?: string }[];
  checked: (value: string) => boolean;
  error?: string;
}) {
  const { legend, hint } = LEGENDS[field];
  const errorId = `${idPrefix}-${field}-error`;
  const hintId = `${idPrefix}-${field}-hint`;
  return (
    <fieldset
      aria-describedby={[hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
      aria-invalid={error ? true : undefined}
      className={`min-w-0 rounded-lg border p-3 ${error ? "border-red-600" : "border-slate-300"}`}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700" data-field-error={field}>
          {error}
        </p>
      ) : null}
      <ul className="mt-2 grid gap-1">
        {options.map((option) => {
          const id = `${idPrefix}-${field}-${option.value}`;
          return (
            <li key={option.value} className="flex min-h-11 items-center gap-3">
              <input
                id={id}
                type={multiple ? "checkbox" : "radio"}
                name={CHOICE_FIELDS[field]}
                value={option.value}
                defaultChecked={checked(option.value)}
                className="size-5 shrink-0 accent-blue-800"
              />
              <label htmlFor={id} className="text-base text-slate-900">
                {option.label}
                {option.hint && option.hint !== option.label ? (
                  <span className="block text-sm text-slate-600">{option.hint}</span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The four groups of the choice, ticked as `choice` says (the defaults when none). */
export function MarketChoiceFields({
  idPrefix,
  choice = DEFAULT_CHOICE,
  errors = {},
}: {
  idPrefix: string;
  choice?: Partial<MarketChoice>;
  errors?: ChoiceErrors;
}) {
  const chosen = { ...DEFAULT_CHOICE, ...choice };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceGroup
        idPrefix={idPrefix}
        field="villages"
        multiple
        options={CHOICE_OPTIONS.villages}
        checked={(value) => (chosen.villages as string[]).includes(value)}
        error={errors.villages}
      />
      <ChoiceGroup
        idPrefix={idPrefix}
        field="types"
        multiple
        options={CHOICE_OPTIONS.types}
        checked={(value) => (chosen.types as string[]).includes(value)}
        error={errors.types}
      />
      <ChoiceGroup
        idPrefix={idPrefix}
        field="band"
        multiple={false}
        options={CHOICE_OPTIONS.band}
        checked={(value) => value === chosen.band}
        error={errors.band}
      />
      <ChoiceGroup
        idPrefix={idPrefix}
        field="cadence"
        multiple={false}
        options={CHOICE_OPTIONS.cadence}
        checked={(value) => value === chosen.cadence}
        error={errors.cadence}
      />
    </div>
  );
}
