// The browser tab's title: each screen names what it shows, so a row of tabs (or the history menu) tells them apart.
import { useEffect } from 'react';

export const APP_NAME = 'Test Automation Dashboard';
const SEPARATOR = ' · ';

interface Claim {
  text: string;
  /** A run's progress, shown away from its page over whatever screen is open until the run ends. */
  progress: boolean;
}

// Screens claim in turn (the one left unmounts before the next mounts), so the newest claim is the screen on view.
const claims: Claim[] = [];

function show(): void {
  const shown = claims.findLast((claim) => claim.progress) ?? claims.at(-1);
  document.title = shown ? shown.text + SEPARATOR + APP_NAME : APP_NAME;
}

function useClaim(text: string, progress: boolean): void {
  useEffect(() => {
    if (!text) return;
    const claim = { text, progress };
    claims.push(claim);
    show();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      show();
    };
  }, [text, progress]);
}

/** The screen's title, most specific part first ("Nightly regression", "Runs"), the app's name after them. */
export function useDocumentTitle(...parts: readonly (string | undefined)[]): void {
  useClaim(parts.filter(Boolean).join(SEPARATOR), false);
}

/** A followed run's progress ("40% · Nightly regression"), shown before any screen's title while it lasts. */
export function useProgressTitle(text: string): void {
  useClaim(text, true);
}
