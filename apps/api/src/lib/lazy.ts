/** A value built on first use; a failed build is forgotten so the next request tries again. */
export class Lazy<T> {
  private value: Promise<T> | undefined;
  constructor(private readonly build: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.value) {
      const building = this.build();
      this.value = building;
      building.catch(() => {
        if (this.value === building) this.value = undefined;
      });
    }
    return this.value;
  }

  clear() {
    this.value = undefined;
  }
}

/**
 * One value per key object, made on first use: the caches of each database handle (tests open
 * many databases in one process; each gets its own).
 */
export function perKey<K extends object, T>(create: (key: K) => T) {
  const values = new WeakMap<K, T>();
  return {
    get(key: K): T {
      let value = values.get(key);
      if (value === undefined) values.set(key, (value = create(key)));
      return value;
    },
    /** The value if one was made, without making it. */
    peek: (key: K): T | undefined => values.get(key),
  };
}
