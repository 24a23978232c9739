/**
 * Defines `key` on `target` as computed on first read, then stored as a plain writable value, so seeded
 * records cost nothing until someone asks for them and behave like ordinary data afterwards.
 */
export function defineLazy<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: true });
      return value;
    },
    set(value: T[K]) {
      Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: true });
    },
  });
}
