/**
 * Payload packages installed at another version than `payload` itself, each with the version it
 * is pinned at. `@payloadcms/storage-s3` is published up to 3.90.1 only (with its
 * `@payloadcms/plugin-cloud-storage`); package.json's `overrides` make both use our `payload` and
 * `@payloadcms/ui`, so one copy of each is installed (docs/decisions.md, "Media in S3").
 * src/cms/payload-versions.test.ts checks the rest still match, and fails once a matching
 * release is installed, so this list and the overrides go.
 */
export const PAYLOAD_VERSION_EXCEPTIONS: Readonly<Record<string, string>> = {
  '@payloadcms/storage-s3': '3.90.1',
  '@payloadcms/plugin-cloud-storage': '3.90.1',
}

/**
 * Payload's own start-up check (development and tests only) throws, as an unhandled rejection,
 * on any Payload package whose version differs from `payload`'s, the exceptions above included.
 * Its documented switch turns it off; the unit test above does the same check minus the
 * exceptions. Called by the config module, which every start imports before Payload starts.
 */
export function skipPayloadsVersionCheck(env: NodeJS.ProcessEnv = process.env) {
  env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
}
