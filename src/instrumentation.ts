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
  if (process.env.CACHE_STORE === 'redis') await joinCluster()
  // Several instances run scheduled publishing on one of them only (JOBS_AUTORUN=0 on the
  // others, docs/deploy.md; the jobs config's shouldAutoRun says so too, for the admin's start).
  if (process.env.JOBS_AUTORUN === '0') return
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

/**
 * Several instances (CACHE_STORE=redis, docs/deploy.md): the build's pages go into the shared
 * cache unless an instance already put them there (a restart must not undo a publish), and this
 * process listens for the other instances' content changes. CACHE_PRIME_FROM_BUILD=0 skips the
 * build's pages (a build made from another database, as deploy/local-cluster.mjs reuses): pages
 * are then rendered on their first request.
 */
async function joinCluster() {
  const [{ registerInitialCache }, { default: CacheHandler }, events, { applyRemoteChange }] =
    await Promise.all([
      import('@fortedigital/nextjs-cache-handler/instrumentation'),
      import('../cache-handler.mjs'),
      import('./server/cluster/content-events'),
      import('./cms/hooks/revalidate'),
    ])
  if (process.env.CACHE_PRIME_FROM_BUILD !== '0') {
    await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true })
  }
  await events.listenForContentChanges(applyRemoteChange)
}
