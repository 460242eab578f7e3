import { RENDER_TIME_FACTS, type FactName } from "~content/facts";

/** Whether the studio may edit fact `name` (decision 111: every page citing it reads it at render time). */
export function editableFact(name: FactName): boolean {
  return (RENDER_TIME_FACTS as readonly FactName[]).includes(name);
}

/** Why the studio does not edit any other fact. */
export const NOT_EDITABLE =
  "This fact is also quoted by pages written with the site's code: it changes in content/facts.ts, with a new release.";
