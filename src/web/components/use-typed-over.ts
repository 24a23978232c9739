import { useState } from 'react';

/** What a field holds that is not yet taken, the value it was typed over, and whether the field has been left. */
export interface TypedOver<V> {
  over: V;
  typed: V;
  left: boolean;
}

/**
 * Typing kept over a value that lives elsewhere (the URL) until it can be taken: gone as soon as that value changes
 * from elsewhere (a quick range, a preset, Back), which then shows instead. Setting undefined gives it up.
 */
export function useTypedOver<V>(value: V, same: (a: V, b: V) => boolean = Object.is) {
  const [draft, setDraft] = useState<TypedOver<V>>();
  return [draft && same(draft.over, value) ? draft : undefined, setDraft] as const;
}
