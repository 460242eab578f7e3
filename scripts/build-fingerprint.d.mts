/** What a build was made from (scripts/build-fingerprint.mjs). */
export function fingerprint(inputs: readonly string[]): string;
export const BUILD_INPUTS: readonly string[];
