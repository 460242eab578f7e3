/** A bad value in a data file, named by file, line and column so the publisher can fix it. */
export class DataFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly column: string | null,
    readonly reason: string,
  ) {
    const where = [file, line === null ? "" : `line ${line}`, column === null ? "" : `column "${column}"`]
      .filter(Boolean)
      .join(", ");
    super(`${where}: ${reason}`);
    this.name = "DataFileError";
  }
}
