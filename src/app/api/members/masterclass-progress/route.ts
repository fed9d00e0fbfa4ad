import { z } from 'zod'
import { badRequest, memberAction, memberRead, privateJson } from '@/account/server/http'
import { masterclassProgress, reportEpisode } from '@/account/server/masterclass'

export const dynamic = 'force-dynamic'

/**
 * GET: the signed-in member's masterclass progress (per episode, per session, the completed
 * sessions), fetched by the hub, session and episode pages in the browser so their HTML stays
 * the same for everyone and cacheable.
 */
export const GET = memberRead(async ({ payload, member }) =>
  privateJson(await masterclassProgress(payload, member.id)),
)

/**
 * POST {episode, position, duration, locale}: how far the member got in an episode. The player
 * samples every 1000 ms (SPEC §9) and sends when the percent reached grows by a step, on pause
 * and at the end (src/content-types/MasterclassVideo/EpisodeProgress.tsx).
 */
const schema = z.object({
  episode: z.number().int().positive(),
  position: z
    .number()
    .min(0)
    .max(24 * 3600),
  duration: z
    .number()
    .positive()
    .max(24 * 3600),
  locale: z.string().max(16),
})

export const POST = memberAction(
  schema,
  async ({ payload, member, body }) => {
    const outcome = await reportEpisode(payload, member, body)
    if (!outcome.ok) return badRequest()
    return privateJson(outcome)
  },
  { limit: 'masterclassProgress', maxBytes: 1024 },
)
