import { secretProblem } from './cms/secret'

/**
 * Runs once when the server starts (Next.js instrumentation). A production server whose
 * PAYLOAD_SECRET is missing or the repository's development default stops here with the reason,
 * instead of starting and answering every request that needs Payload with an empty 500.
 * Otherwise Payload starts with its jobs runner (scheduled publish, issue 17): without this it
 * would start only when the admin is first opened. Payload itself skips the runner in `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const problem = secretProblem(process.env)
  if (problem) {
    console.error(`\n[startup] Refusing to start: ${problem}\n`)
    process.exit(1)
  }
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ default: config }, { getPayload }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
  ])
  // A database that is down at start-up must not stop the server (it answers 503 meanwhile);
  // the admin's first request starts the runner then (Payload's initReq asks for it too).
  await getPayload({ config, cron: true }).catch((error: unknown) => {
    console.error('[startup] Payload not started; scheduled publishing waits for it:', error)
  })
}
