// The studio's Settings (issue 28 item 1): the broker's identity and photo or logo, owners only.
// The route checks the session and the role (requireStudioUser) and hands the person here.
import { data } from "react-router";
import {
  DEFAULT_IDENTITY_FIELDS,
  identityFieldsSchema,
  identityPlaceholders,
  placeholderWords,
  type IdentityFields,
} from "~/lib/site-identity";
import type { Database } from "~/server/db.server";
import { identityOf, readStoredIdentity, saveIdentity } from "~/server/site-identity.server";
import { checkImage } from "./settings-image";
import { SETTINGS_FIELDS, type SettingsAnswer } from "./settings-fields";

/** Who saves: the signed-in owner. */
export type SettingsActor = { id: number; email: string };

/** The shipped placeholders left (their labels), and each example value with why it is not a real one. */
function placeholdersOf(identity: Parameters<typeof identityPlaceholders>[0]) {
  const { shipped, examples } = placeholderWords(identityPlaceholders(identity));
  return { placeholders: shipped, examples };
}

/** What Settings shows: the identity now (saved, or the shipped one) and the placeholders left. */
export async function settingsPageData(db: Database) {
  const stored = await readStoredIdentity(db);
  const identity = identityOf(stored);
  return {
    values: stored?.fields ?? DEFAULT_IDENTITY_FIELDS,
    image: identity.image,
    saved: stored ? stored.updatedAt.toISOString() : null,
    ...placeholdersOf(identity),
  };
}

/** The words a refused form sends back into its fields: as typed, cut to a sane length. */
function keptValues(form: FormData): Partial<Record<keyof IdentityFields, string>> {
  return Object.fromEntries(
    SETTINGS_FIELDS.map(({ name }) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.slice(0, 1000) : ""];
    }),
  );
}

function refused(
  status: number,
  form: FormData | null,
  fieldErrors: Extract<SettingsAnswer, { ok: false }>["fieldErrors"],
  error = "Nothing was saved: correct the fields marked below.",
) {
  return data<SettingsAnswer>({ ok: false, error, fieldErrors, values: form ? keptValues(form) : {} }, { status });
}

/** Saves Settings' form: every field checked, the image by its bytes; nothing stored when any is wrong. */
export async function settingsAction(request: Request, db: Database, actor: SettingsActor) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused(400, null, {}, "The form could not be read; send it again.");
  }
  const fieldErrors: Extract<SettingsAnswer, { ok: false }>["fieldErrors"] = {};
  const parsed = identityFieldsSchema.safeParse(
    Object.fromEntries(SETTINGS_FIELDS.map(({ name }) => [name, form.get(name) ?? undefined])),
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof IdentityFields;
      fieldErrors[field] ??= issue.message;
    }
  }
  const upload = form.get("image");
  let image: Parameters<typeof saveIdentity>[1]["image"] =
    form.get("removeImage") === "on" ? { remove: true } : { keep: true };
  let status = 400;
  if (upload instanceof File && upload.size > 0) {
    const bytes = Buffer.from(await upload.arrayBuffer());
    const checked = checkImage(bytes);
    if (checked.ok) image = { bytes, contentType: checked.contentType };
    else {
      fieldErrors.image = checked.error;
      status = checked.status;
    }
  } else if (upload !== null && typeof upload === "string" && upload !== "") {
    fieldErrors.image = "Choose the image as a file.";
  }
  if (!parsed.success || fieldErrors.image) return refused(parsed.success ? status : 400, form, fieldErrors);
  const saved = await saveIdentity(db, {
    fields: parsed.data,
    image,
    actor: { userId: actor.id, actor: actor.email },
  });
  return data<SettingsAnswer>({
    ok: true,
    message:
      saved.changed.length === 0
        ? "Nothing had changed."
        : "Saved. Every page, PDF, feed and e-mail now shows these details.",
  });
}
