/**
 * What the figures above are, for when and from where (content/facts.ts `factNotes`), printed under
 * the cards or the table that shows them, so every market figure carries its definition (issue 33).
 */
export function FactNoteList({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="mt-4 space-y-1 text-sm text-slate-600" aria-label="About these figures">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
