/** Name of the field people never see and bots fill in; a filled one is thanked and dropped. */
export const HONEYPOT_FIELD = "website";

/** Off-screen, out of the tab order and hidden from assistive technology. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
