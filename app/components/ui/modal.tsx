import { X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

type ModalProps = {
  open: boolean;
  /** Called when the modal closes by Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /**
   * The address of the page without the dialog, for a dialog opened by its address: the close
   * button is then a link to it, which works before hydration and without JavaScript.
   */
  closeHref?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> with showModal(): the page behind is inert, Escape closes
 * it, Tab wraps inside it, and focus returns to the element that opened it.
 *
 * Open on the first render (a dialog named by the page's address), the server writes it with the
 * `open` attribute, so it shows without JavaScript (an overlay drawn by CSS); once React runs, it
 * becomes modal. The attribute is only ever set by that first render: after it, showModal() and
 * close() alone open and close the dialog.
 */
export function Modal({ open, onClose, title, children, closeHref }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const [openAtFirstRender] = useState(open);
  const ready = useRef(false);

  useEffect(() => {
    ready.current = true;
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.matches(":modal")) {
      // Server-rendered open: close the non-modal dialog (its close event is ignored below) and reopen it as modal.
      if (dialog.open) dialog.close();
      else openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onDialogClose = () => {
    if (dialogRef.current?.open) return;
    onClose();
    openerRef.current?.focus();
    openerRef.current = null;
  };

  // Keep Tab inside the dialog (browsers may otherwise move focus to their own toolbar).
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const closeClasses =
    "inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100";
  const closeContent = (
    <>
      <X aria-hidden="true" className="size-5" />
      <span className="sr-only">Close</span>
    </>
  );
  return (
    // A click on the backdrop (the dialog element itself, outside its content box) closes it; Escape and the close button are the keyboard ways.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      open={openAtFirstRender || undefined}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current.close();
      }}
      // Not modal (server-rendered, before or without JavaScript): fixed and centred over a shadow that dims the page.
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 print:hidden [&:not(:modal)]:fixed [&:not(:modal)]:inset-0 [&:not(:modal)]:z-50 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(2_6_23/0.6)]"
    >
      {open ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold tracking-tight text-slate-900">
              {title}
            </h2>
            {closeHref === undefined ? (
              <button type="button" onClick={() => dialogRef.current?.close()} className={closeClasses}>
                {closeContent}
              </button>
            ) : (
              <a
                href={closeHref}
                onClick={(event) => {
                  // Before React runs, the browser follows the link to the page without the dialog.
                  if (!ready.current) return;
                  event.preventDefault();
                  dialogRef.current?.close();
                }}
                className={closeClasses}
              >
                {closeContent}
              </a>
            )}
          </div>
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
