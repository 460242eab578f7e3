import type { IdentityFields } from "~/lib/site-identity";

/** Settings' fields in the order of the form, with what each label and hint say. */
export const SETTINGS_FIELDS: readonly {
  name: keyof IdentityFields;
  label: string;
  hint?: string;
  type?: "email" | "tel";
  autoComplete?: string;
}[] = [
  { name: "name", label: "Your name", autoComplete: "name" },
  { name: "title", label: "Title", hint: "As it follows your name, e.g. Licensed Real Estate Broker." },
  { name: "brokerage", label: "Brokerage", autoComplete: "organization" },
  {
    name: "licence",
    label: "License line",
    hint: "Printed at the foot of every page, e.g. Connecticut Real Estate Broker License REB.0791234.",
  },
  {
    name: "phone",
    label: "Phone",
    hint: "With the area code, as visitors should read it, e.g. (203) 555-0100.",
    type: "tel",
    autoComplete: "tel",
  },
  { name: "email", label: "E-mail address", type: "email", autoComplete: "email" },
  {
    name: "office",
    label: "Office address",
    hint: "Street, town, state and ZIP code.",
    autoComplete: "street-address",
  },
  { name: "siteName", label: "Site name", hint: "In the header, page titles, the feed and e-mails." },
  { name: "tagline", label: "Site description", hint: "One sentence: under the name and in share cards." },
];

/** What the settings action answers: saved, or refused with each field's error and the words sent. */
export type SettingsAnswer =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      fieldErrors: Partial<Record<keyof IdentityFields | "image", string>>;
      values: Partial<Record<keyof IdentityFields, string>>;
    };
