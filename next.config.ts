import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Every site URL ends with a slash (Payload 3.90 keeps its admin and API canonical with this on).
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
