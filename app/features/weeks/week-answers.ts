// What the studio's week actions answer, shared by the actions (.server.ts) and the pages that
// render the answer.

/** A bad row of an MLS export: its line, the column at fault (if one) and why. */
export type Problem = { line: number; column: string | null; reason: string };

/** What the upload's steps answer: the bad rows, or the week proposed for the good ones. */
export type UploadAnswer = {
  error?: string;
  /** The first problems (at most MAX_LISTED_PROBLEMS, every problem of a row); problemCount says how many there are. */
  problems?: Problem[];
  problemCount?: number;
  /** The rows those problems are on, each counted once. */
  badRows?: number;
  goodRows?: number;
  /** The checked export, kept on the server for the next step (week-uploads.server.ts). */
  uploadId?: string;
  fileName?: string;
  /** Several columns could be the price: the editor chooses one. */
  priceCandidates?: string[];
  priceColumn?: string;
  /** The week proposed; `correction` when the contracts fall in a week the studio already has. */
  proposal?: { week: number; startDate: string; endDate: string; correction?: boolean };
  skipBad?: boolean;
  fieldErrors?: Record<string, string>;
};

/** What an action on one week answers when it does not redirect. */
export type WeekAnswer = {
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /**
   * A publication that e-mails is asked once before it happens: the first (every confirmed
   * subscriber), or publishing an unpublished week again (`again`: the subscribers whose e-mail
   * the unpublication cancelled, decision 126).
   */
  confirmPublish?: {
    versionId: number;
    version: number;
    recipients: number;
    /** The words on the screen were saved as this new version before the question. */
    savedVersion?: number;
    again?: boolean;
  };
  /** Unpublishing stops the week's e-mails: asked first, with its report e-mail's progress (decision 127). */
  confirmUnpublish?: { sent: number; waiting: number };
};

/** The message of a form whose intent is missing or names no action. */
export const UNKNOWN_ACTION = "Unknown action.";
