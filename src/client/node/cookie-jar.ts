// The cookies of one service, kept as a browser keeps them for the page's origin: Node's fetch keeps none,
// and SAP's CSRF token is bound to the session cookie that came with it (docs/interface/decisions.md#csrf-sessions-and-users-d5).

export class CookieJar {
  private readonly cookies = new Map<string, { value: string; expires: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Takes the Set-Cookie headers of a response: new values, and removals by Max-Age=0 or a past Expires. */
  store(setCookies: readonly string[]): void {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      let expires = Number.POSITIVE_INFINITY;
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=', 2).map((part) => part.trim());
        if (/^max-age$/i.test(key) && /^-?\d+$/.test(value)) expires = this.now() + Number(value) * 1000;
        else if (/^expires$/i.test(key) && expires === Number.POSITIVE_INFINITY) {
          const date = Date.parse(value);
          if (Number.isFinite(date)) expires = date;
        }
      }
      if (expires <= this.now()) this.cookies.delete(name);
      else this.cookies.set(name, { value: pair.slice(separator + 1).trim(), expires });
    }
  }

  /** The Cookie header to send, or undefined when there is nothing to send. */
  header(): string | undefined {
    const live = [...this.cookies].filter(([name, cookie]) => {
      if (cookie.expires > this.now()) return true;
      this.cookies.delete(name);
      return false;
    });
    return live.length > 0 ? live.map(([name, cookie]) => `${name}=${cookie.value}`).join('; ') : undefined;
  }
}
