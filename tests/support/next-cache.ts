/**
 * Stands in for `next/cache` in integration tests, where no Next.js server (and so no cache)
 * exists: cached functions run directly, and expired tags are recorded so tests can check them.
 */
export const expiredTags: string[] = []

export function unstable_cache<T extends (...args: never[]) => Promise<unknown>>(fn: T): T {
  return fn
}

export function revalidateTag(tag: string): void {
  expiredTags.push(tag)
}

export function revalidatePath(): void {}
