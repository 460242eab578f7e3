import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/server/env.server";
import type { Listing } from "./listing-record";
import { parseListingsCsv } from "./parse-listings.server";

/** The mock sample shipped with the site; LISTINGS_FILE points the dashboard at a real export instead. */
export const SAMPLE_LISTINGS_FILE = "data/listings/sample.csv";

export type ListingsSource = { listings: readonly Listing[]; file: string; isSample: boolean };

let cached: ListingsSource | undefined;

/** The dashboard's listings, read and validated once per process (the file does not change while it runs). */
export function listingsSource(): ListingsSource {
  if (cached) return cached;
  const configured = env().LISTINGS_FILE;
  const file = configured ?? SAMPLE_LISTINGS_FILE;
  const text = readFileSync(path.resolve(process.cwd(), file), "utf8");
  cached = { listings: parseListingsCsv(text, file), file, isSample: configured === undefined };
  return cached;
}
