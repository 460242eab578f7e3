/**
 * A form post's fields with the repeated ones kept: `values` holds each name's first text value
 * (what formValues gives), `all(name)` every text value sent under a name (a group of checkboxes).
 * Undefined when the body is not a form.
 */
export async function postFields(
  request: Request,
): Promise<{ values: Record<string, string>; all: (name: string) => string[] } | undefined> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return undefined;
  }
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
  const all = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  return { values, all };
}
