/** Known to everyone who reads this repository: fine on a laptop, refused in production. */
export const DEV_SECRET = 'dev-only-maison-solaine-secret-change-me'

/** Why this environment cannot sign sessions, or null when its secret will do. */
export function secretProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const secret = env.PAYLOAD_SECRET?.trim()
  if (env.NODE_ENV !== 'production') return null
  if (!secret) {
    return 'PAYLOAD_SECRET is not set. Production needs a private value: set it in the environment or in .env (`node scripts/ensure-env.mjs` writes a random one).'
  }
  if (secret === DEV_SECRET) {
    return 'PAYLOAD_SECRET is the development default from the repository, which anyone can read: anyone could sign CMS and member sessions. Set a private value (`node scripts/ensure-env.mjs` writes a random one to .env when none is set).'
  }
  return null
}

export function payloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  const problem = secretProblem(env)
  if (problem) throw new Error(problem)
  return env.PAYLOAD_SECRET || DEV_SECRET
}
