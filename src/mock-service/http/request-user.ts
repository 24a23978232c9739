// The acting user: the Basic-auth user name when one is sent (SAP user IDs are upper case), else the default.
export function requestUser(request: Request, defaultUser: string): string {
  const header = request.headers.get('authorization');
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match) return defaultUser;
  try {
    const user = atob(match[1]!).split(':')[0]!.trim();
    return user ? user.toUpperCase().slice(0, 12) : defaultUser;
  } catch {
    return defaultUser;
  }
}
