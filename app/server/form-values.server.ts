/** The text fields of a form post (files and repeated names ignored), or undefined when the body is not a form. */
export async function formValues(request: Request): Promise<Record<string, string> | undefined> {
  try {
    const form = await request.formData();
    const values: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string" && !(name in values)) values[name] = value;
    return values;
  } catch {
    return undefined;
  }
}
