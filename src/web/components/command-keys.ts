/**
 * Whether Alt, Ctrl or Meta is held: such a key belongs to the browser or the system (Alt+Left is Back,
 * Ctrl+F is Find), so a widget's own key handler leaves it alone. Shift is not one of them: it types capitals.
 */
export function hasCommandModifier(event: { altKey: boolean; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.altKey || event.ctrlKey || event.metaKey;
}
