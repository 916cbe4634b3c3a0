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
