// The CSRF token of this browser session: fetched at most once at a time however many POSTs wait for it,
// replaced whenever a response carries a newer one.
type Fetcher = () => Promise<string>;

function createTokenStore() {
  let token: string | undefined;
  let pending: Promise<string> | undefined;
  return {
    get(fetcher: Fetcher): Promise<string> {
      if (token) return Promise.resolve(token);
      pending ??= fetcher()
        .then((fresh) => {
          token = fresh;
          return fresh;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    remember(fresh: string): void {
      token = fresh;
    },
    forget(): void {
      token = undefined;
    },
  };
}

export const csrfTokens = createTokenStore();
