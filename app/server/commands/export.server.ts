import { asc } from "drizzle-orm";
import { leads, subscribers } from "../../../db/schema";
import { toCsv } from "../export-csv.server";
import type { Command } from "../commands.server";

/** `npm run export -- leads|subscribers > file.csv`: every row as CSV on standard output. */
export const exportCommand: Command = async (args, { db, io }) => {
  const what = args[0];
  if ((what !== "leads" && what !== "subscribers") || args.length !== 1) {
    io.err("Usage: npm run export -- leads|subscribers > file.csv");
    return 2;
  }
  if (what === "leads") {
    const rows = await db.select().from(leads).orderBy(asc(leads.id));
    io.out(
      toCsv(
        ["id", "received_at", "name", "email", "phone", "user_type", "request"],
        rows.map((row) => [row.id, row.createdAt, row.name, row.email, row.phone, row.userType, row.message]),
      ),
    );
  } else {
    const rows = await db.select().from(subscribers).orderBy(asc(subscribers.id));
    io.out(
      toCsv(
        ["id", "signed_up_at", "updated_at", "first_name", "last_name", "email", "user_type", "brokerage"],
        rows.map((row) => [
          row.id,
          row.createdAt,
          row.updatedAt,
          row.firstName,
          row.lastName,
          row.email,
          row.userType,
          row.brokerage,
        ]),
      ),
    );
  }
  return 0;
};
