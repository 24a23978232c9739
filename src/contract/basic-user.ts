// Who a request acts as, by the interface's rule (docs/interface/decisions.md#csrf-sessions-and-users-d5): the
// Basic-auth user name, upper case as SAP user IDs are, at most 12 characters. The mock records runs by it, and
// the dashboard records triage decisions by it.

/** The Basic-auth user of an Authorization header, or null when it carries none. */
export function basicAuthUser(authorization: string | null): string | null {
  const match = authorization ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization) : null;
  if (!match) return null;
  try {
    const user = atob(match[1]!).split(':')[0]!.trim();
    return user ? user.toUpperCase().slice(0, 12) : null;
  } catch {
    return null;
  }
}
