/**
 * A build is a snapshot of the database as it is now. Next.js keeps its data cache between
 * builds, and content written outside the app (the seed, a restored backup) never expires it,
 * so the build starts without it.
 */
import { rmSync } from 'node:fs'

rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
