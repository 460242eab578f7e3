/**
 * What the figures above are, for when and from where (content/facts.ts `factNotes`), printed under
 * the cards or the table that shows them, so every market figure carries its definition.
 */
export function FactNoteList({ notes, tone = "light" }: { notes: readonly string[]; tone?: "light" | "dark" }) {
  if (notes.length === 0) return null;
  return (
    <div className={`mt-4 space-y-1 text-sm ${tone === "dark" ? "text-blue-100" : "text-slate-600"}`}>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
