// Folder and test case IDs: 1 to 10 digits in, always 10 digits (zero-padded) out.
// Run and content IDs: 32 hex characters, matched case-insensitively, upper case out.

export const NUMERIC_ID_PATTERN = /^\d{1,10}$/;
export const HEX_ID_PATTERN = /^[0-9a-fA-F]{32}$/;
export const TOP_LEVEL_PARENT_ID = '0000000000';

export function isNumericId(value: string): boolean {
  return NUMERIC_ID_PATTERN.test(value);
}

export function isHexId(value: string): boolean {
  return HEX_ID_PATTERN.test(value);
}

/** `825` → `0000000825`. Callers validate first; an invalid input is returned unchanged. */
export function padId(value: string): string {
  return isNumericId(value) ? value.padStart(10, '0') : value;
}

/** `0000000825` → `825`, for display and short URLs. `0000000000` stays `0`. */
export function unpadId(value: string): string {
  return isNumericId(value) ? String(Number(value)) : value;
}

export function normaliseHexId(value: string): string {
  return value.toUpperCase();
}
