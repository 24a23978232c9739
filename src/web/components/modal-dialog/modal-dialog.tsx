import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal-dialog.css';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog after the WAI-ARIA dialog pattern: named by its heading, focus on its content's first control
 * (else on the dialog), Tab and Shift+Tab kept inside, Escape and Close close it, and focus back on what opened it.
 * Written out rather than `<dialog>.showModal()`, which the unit tests' DOM does not have.
 */
export function ModalDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // The latest onClose, for the key listener set once.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const element = dialog.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
      } else if (event.key === 'Tab') keepFocusInside(event, element);
    };
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first control of the content, not the Close button above it: the dialog opened to be filled in.
    const first = dialog.current?.querySelector<HTMLElement>(`.modal-body :is(${FOCUSABLE})`);
    (first ?? dialog.current)?.focus();
    return () => opener?.focus();
  }, []);
  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="modal-dialog card stack"
      >
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
        <div className="modal-body stack">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement | null) {
  const focusable = [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
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
}
