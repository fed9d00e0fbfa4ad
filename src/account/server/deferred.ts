/**
 * Work done after the answer has gone out: mail (so the answer's timing never depends on the
 * mail server, nor on whether there was anything to send) and the reset link's lookup. One
 * in-process chain, so jobs run in order. A job lost to a crash is a lost email: the member asks
 * again. (`after()` from next/server would do the same inside a request, but these functions also
 * run outside one: tests, scripts.)
 */
let chain: Promise<void> = Promise.resolve()

export function defer(job: () => Promise<void>, onError: (error: unknown) => void): void {
  chain = chain
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(job)
    .catch(onError)
}

/** Resolves once every job deferred so far has run (tests). */
export function deferredIdle(): Promise<void> {
  return chain
}
