import { secretProblem } from './cms/secret'

/**
 * Runs once when the server starts (Next.js instrumentation). A production server whose
 * PAYLOAD_SECRET is missing or the repository's development default stops here with the reason,
 * instead of starting and answering every request that needs Payload with an empty 500.
 */
export function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const problem = secretProblem(process.env)
  if (!problem) return
  console.error(`\n[startup] Refusing to start: ${problem}\n`)
  process.exit(1)
}
