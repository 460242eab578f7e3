import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * The values of a calculator's GET form, read from the form itself: its fields are uncontrolled
 * (`defaultValue` from the server), so whatever a visitor typed before React took over the page is
 * still in them, and the mount effect reads it and computes (no erased value, no lost
 * keystroke). Every later change is read the same way, through the form's `onChange`. `ref` is
 * the form's.
 */
export function useLiveForm<Values>(
  ref: RefObject<HTMLFormElement | null>,
  read: (form: FormData) => Values,
  initial: Values,
): [values: Values, onChange: () => void] {
  const [values, setValues] = useState(initial);
  const sync = useCallback(() => {
    if (ref.current) setValues(read(new FormData(ref.current)));
  }, [ref, read]);
  useEffect(sync, [sync]);
  return [values, sync];
}

/** A form field's text ("" when absent or a file). */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
