/**
 * Which database an integration run uses. The same test files run once per database:
 * TEST_DB=sqlite (always) and TEST_DB=postgres (when TEST_POSTGRES_URL points at a server).
 */
export type TestDatabase = 'sqlite' | 'postgres'

export function testDatabase(): TestDatabase {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
}

/** The throwaway database's URL: its name made from the base URL's and a random suffix. */
export function throwawayPostgresUrl(baseUrl: string, suffix: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/ms_it_${suffix}`
  return url.toString()
}
