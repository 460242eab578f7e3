import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button-link";
import { TextField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { PageHeading } from "~/components/ui/page-heading";
import type { IdentityFields } from "~/lib/site-identity";
import { SETTINGS_FIELDS, type SettingsAnswer } from "./settings-fields";

type SettingsPageProps = {
  values: IdentityFields;
  image: { src: string; alt: string } | null;
  /** The shipped placeholders left, by their labels. */
  placeholders: readonly string[];
  /** Values typed that no real broker has (a number kept for fiction), each with why. */
  examples: readonly string[];
  answer: SettingsAnswer | undefined;
};

/**
 * The broker's identity as one form that works without JavaScript (multipart, for the image): a
 * refused post shows each field's error beside it with the words that were sent.
 */
export function SettingsPage({ values, image, placeholders, examples, answer }: SettingsPageProps) {
  const refused = answer && !answer.ok ? answer : undefined;
  const shown = (name: keyof IdentityFields) => refused?.values[name] ?? values[name];
  return (
    <div className="space-y-6">
      <PageHeading title="Settings" />
      <p className="max-w-2xl text-slate-700">
        Your details as every page, PDF, share card, the feed and every e-mail print them. A change is live on the site
        within a minute.
      </p>
      {answer?.ok ? <Notice>{answer.message}</Notice> : null}
      {refused ? <Notice tone="red">{refused.error}</Notice> : null}
      {placeholders.length > 0 ? (
        <Notice tone="neutral">Still the shipped placeholders: {placeholders.join(", ")}.</Notice>
      ) : null}
      {examples.length > 0 ? <Notice tone="neutral">Not a real one yet: {examples.join("; ")}.</Notice> : null}
      <Form method="post" encType="multipart/form-data" className="max-w-2xl space-y-5" noValidate>
        {SETTINGS_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`settings-${field.name}`}
            name={field.name}
            label={field.label}
            hint={field.hint}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete ?? "off"}
            defaultValue={shown(field.name)}
            error={refused?.fieldErrors[field.name]}
            required
          />
        ))}
        <fieldset className="space-y-3 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Photo or logo</legend>
          {image ? (
            <img src={image.src} alt={image.alt} width={96} height={96} className="size-24 rounded-full object-cover" />
          ) : (
            <p className="text-sm text-slate-700">None yet.</p>
          )}
          <TextField
            id="settings-image"
            name="image"
            type="file"
            label={image ? "Replace it with" : "Upload"}
            hint="JPEG, PNG or WebP, at most 2 MB."
            accept="image/jpeg,image/png,image/webp"
            optional
            error={refused?.fieldErrors.image}
          />
          {image ? (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="removeImage" className="size-5" />
              Remove the photo or logo
            </label>
          ) : null}
        </fieldset>
        <button type="submit" className={buttonClasses("primary")}>
          Save settings
        </button>
      </Form>
    </div>
  );
}
