import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface DisclosureOptions {
  /** Close when the pointer goes down outside the button and the panel (for a panel that floats over the page). */
  closeOnOutsidePointer?: boolean;
}

/**
 * A WAI-ARIA disclosure: a button that shows and hides a panel (aria-expanded, aria-controls). Escape in the
 * panel or on the button closes it and puts the focus back on the button, so keyboard users are never left on
 * something that just disappeared.
 */
export function useDisclosure<Panel extends HTMLElement = HTMLElement>(
  panelId: string,
  { closeOnOutsidePointer = false }: DisclosureOptions = {},
) {
  const [open, setOpenState] = useState(false);
  // Read by the handlers, which must not close (or move the focus) when the panel is already closed.
  const openRef = useRef(false);
  const setOpen = useCallback((next: boolean) => {
    openRef.current = next;
    setOpenState(next);
  }, []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);

  /** Closes the panel if it is open; with `returnFocus`, the button takes the focus (only when it was open). */
  const close = useCallback(
    (returnFocus = false) => {
      if (!openRef.current) return;
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [setOpen],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !openRef.current) return;
      // Escape in a search field with text clears the text first (the browser's own behaviour).
      if (event.target instanceof HTMLInputElement && event.target.type === 'search' && event.target.value) return;
      event.preventDefault();
      close(true);
    },
    [close],
  );

  useEffect(() => {
    if (!open || !closeOnOutsidePointer) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (buttonRef.current?.contains(target) || panelRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closeOnOutsidePointer, close]);

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen(!openRef.current),
      onKeyDown,
    } as const,
    panelProps: { ref: panelRef, id: panelId, 'data-open': open, onKeyDown } as const,
  };
}
