import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

type FieldShellProps = {
  label: ReactNode;
  /** A hint under the field (format, example). */
  hint?: ReactNode;
  /** The field's error message, shown in red under it with a red border on the control. */
  error?: string;
  /** Marks the label "(optional)"; required fields get no mark but `required` on the control. */
  optional?: boolean;
  className?: string;
};

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
}

export const controlClasses = (invalid: boolean) =>
  `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30 ${
    invalid ? "border-red-600" : "border-slate-300"
  }`;

function FieldText({
  id,
  hint,
  error,
  hintId,
  errorId,
}: {
  id: string;
  hint?: ReactNode;
  error?: string;
  hintId: string;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700" data-field-error={id}>
          {error}
        </p>
      ) : null}
    </>
  );
}

type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

/** Label, control, hint and error, wired for screen readers: the shape every field shares. */
function LabelledField({
  label,
  hint,
  error,
  optional,
  className = "",
  id: givenId,
  control,
}: FieldShellProps & { id?: string; control: (props: ControlProps) => ReactNode }) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {control({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(hintId, errorId, hint, error),
        className: controlClasses(Boolean(error)),
      })}
      <FieldText id={id} hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </div>
  );
}

/** A labelled text input with its hint and error wired for screen readers. */
export function TextField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  ...input
}: FieldShellProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField
      {...{ label, hint, error, optional, className, id }}
      control={(props) => <input {...props} {...input} />}
    />
  );
}

/** A labelled multi-line text box, like TextField. */
export function TextAreaField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  ...textarea
}: FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField
      {...{ label, hint, error, optional, className, id }}
      control={(props) => <textarea {...props} {...textarea} />}
    />
  );
}

/** A labelled <select> with its hint and error, like TextField. */
export function SelectField({
  label,
  hint,
  error,
  optional,
  className,
  id,
  children,
  ...select
}: FieldShellProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <LabelledField
      {...{ label, hint, error, optional, className, id }}
      control={(props) => (
        <select {...props} {...select}>
          {children}
        </select>
      )}
    />
  );
}
