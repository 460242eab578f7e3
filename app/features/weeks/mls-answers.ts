// What the upload answers about an export's columns and statuses (decision 106), beside the
// upload's own answer (week-answers.ts): shared by the action and the page.
import type { ContractColumn } from "~/domain/contracts-csv.server";
import type { BulkAnswer } from "./bulk-answers";
import type { UploadAnswer } from "./week-answers";

export type MlsUploadAnswer = UploadAnswer & {
  /** Contract columns no header matched: the page asks which of `headers` holds each. */
  missingColumns?: ContractColumn[];
  /** The export's headers, offered in the mapping form. */
  headers?: string[];
  /** The headers that are a list (asking) price: never offered as the contract price. */
  listPriceHeaders?: string[];
  /** The broker's saved mapping that was applied to this export (column to header). */
  mappedColumns?: Partial<Record<ContractColumn, string>>;
  /** Rows left out because their status is not under contract or pending. */
  skipped?: { line: number; address: string; status: string }[];
  skippedCount?: number;
  /** The answer of "History from one export". */
  bulk?: BulkAnswer;
  /** Why "Remove this history" refused (decision 116). */
  historyError?: string;
};

/** What each contract column holds, in the broker's words (the mapping form's labels). */
export const COLUMN_LABELS: Record<ContractColumn, string> = {
  address: "Address",
  type: "Property type",
  zone: "Zoning",
  zip: "ZIP code",
  acres: "Lot size in acres",
  sqft: "Living area in square feet",
  price: "Contract price (what the buyer agreed to pay)",
  dom: "Days on market",
  contract_date: "Contract (pending) date",
};

/** A mapped column the export does not have: its cells are read as empty (offered for acres only). */
export const NO_COLUMN = "(none)";

/** The form field of the mapping form that names the header chosen for `column`. */
export const mapFieldName = (column: ContractColumn) => `map_${column}`;
