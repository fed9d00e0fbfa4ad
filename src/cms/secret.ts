/** Known to everyone who reads this repository: fine on a laptop, refused in production. */
export const DEV_SECRET = 'dev-only-maison-solaine-secret-change-me'

export function payloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PAYLOAD_SECRET
  if (env.NODE_ENV === 'production' && (!secret || secret === DEV_SECRET)) {
    throw new Error(
      'PAYLOAD_SECRET must be set to a private value in production (npm run demo writes one to .env).',
    )
  }
  return secret || DEV_SECRET
}
