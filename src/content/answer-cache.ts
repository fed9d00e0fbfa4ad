/**
 * A bounded least-recently-used map whose entries also expire: search answers per (locale,
 * query). Bounded, so that nobody can fill the memory with distinct queries; expiring, so that an
 * answer is never older than `ttlMs` even where no publish hook reached this process. A Map keeps
 * insertion order, which is all an LRU needs (a dependency would add nothing here).
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>()

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    if (entry.expires <= this.now()) return undefined
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, { value, expires: this.now() + this.ttlMs })
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
