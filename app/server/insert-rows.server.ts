// Many rows inserted in few statements (decision 158): each batch is one JSON document of its rows,
// one parameter, turned into rows by the database (`jsonb_to_recordset`). Drizzle's own multi-row
// insert makes a parameter of every value and checks each one as it builds the statement: for an
// export of 25,000 listings that building, and the driver's handling of a hundred thousand
// parameters a statement, took most of the seconds of the import.
import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./db.server";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Rows per statement: a few megabytes of JSON each. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts `rows` into `table`: the columns the first row names (every row names the same ones; a
 * column left out takes its default), each value written as JSON gives it: text, numbers, null, a
 * date or timestamp as its ISO text, a jsonb column's value as the document itself.
 */
export async function insertRows<Table extends PgTable>(
  db: Database | Transaction,
  table: Table,
  rows: readonly Table["$inferInsert"][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]!.name);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const record = sql.raw(names.map((name, index) => `"${name}" ${columns[keys[index]!]!.getSQLType()}`).join(", "));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const documents = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const values = row as Record<string, unknown>;
      const document: Record<string, unknown> = {};
      keys.forEach((key, index) => (document[names[index]!] = values[key] ?? null));
      return document;
    });
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) as rows(${record})`,
    );
  }
}
