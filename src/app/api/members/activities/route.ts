import { z } from 'zod'
import { badRequest, memberAction, memberRead, privateJson } from '@/account/server/http'
import { masterclassProgress } from '@/account/server/masterclass'
import { recordActivity, updateLevel } from '@/account/server/progress'
import { QUIZ_SEGMENTS } from '@/content-types/Quiz/quiz-paths'
import { QUIZ_SCORING } from '@/rules/quiz-scoring'
import { unlessDatabaseUnavailable } from '@/server/http/database-unavailable'

export const dynamic = 'force-dynamic'

/** The member's history, newest first. */
export const GET = memberRead(async ({ payload, member }) => {
  const found = await payload.find({
    collection: 'activities',
    where: { member: { equals: member.id } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return privateJson({
    activities: found.docs.map((a) => ({
      id: a.id,
      type: a.type,
      label: a.label ?? '',
      completedAmount: a.completed_amount ?? null,
      completedQuiz: a.completed_quiz ?? null,
      score: a.score ?? null,
      level: a.level ?? null,
      date: a.createdAt,
    })),
  })
})

/**
 * Masterclass progress and quizzes taken, reported by those features' pages; the member's
 * points and level follow (src/account/rules/level-progress.ts).
 */
const schema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('masterclass_progress'),
    session: z.number().int().positive(),
    // Accepted for the old front end's shape, never trusted: the server counts the episodes.
    completed_amount: z.number().int().min(0).max(500).optional(),
    completed_quiz: z.boolean(),
  }),
  z.object({
    type: z.literal('quiz_taken'),
    // The quiz types' URL segments are also their collections' slugs.
    collection: z.enum(QUIZ_SEGMENTS),
    quiz: z.number().int().positive(),
    // Right answers of a knowledge quiz; checked below against the quiz's own questions.
    score: z.number().int().min(0).max(1000).optional(),
  }),
])

export const POST = memberAction(schema, async ({ payload, member, body }) => {
  const slug = body.type === 'masterclass_progress' ? 'sessions' : body.collection
  const id = body.type === 'masterclass_progress' ? body.session : body.quiz
  const item = (await payload
    .findByID({ collection: slug, id, depth: 0, overrideAccess: true })
    .catch(unlessDatabaseUnavailable(null))) as { title?: string; questions?: unknown[] } | null
  if (!item) return badRequest()
  // A score only a knowledge quiz gives, and never more right answers than it has questions
  // (the score is shown in the member's history; points never depend on it).
  if (
    body.type === 'quiz_taken' &&
    body.score !== undefined &&
    (QUIZ_SCORING[body.collection] !== 'correct' || body.score > (item.questions?.length ?? 0))
  ) {
    return badRequest()
  }
  // A session's completed episodes are what the player reported (episode_progress rows), so an
  // end-of-session quiz taken in any language keeps them, whatever a client sends.
  const completedAmount =
    body.type === 'masterclass_progress'
      ? ((await masterclassProgress(payload, member.id)).sessions[String(id)]?.completedAmount ?? 0)
      : 0
  await recordActivity(payload, member.id, {
    type: body.type,
    item: { relationTo: slug, value: id },
    label: item.title ?? '',
    ...(body.type === 'masterclass_progress'
      ? { completed_amount: completedAmount, completed_quiz: body.completed_quiz }
      : { score: body.score }),
  })
  const updated = await updateLevel(payload, member.id)
  return privateJson({ ok: true, level: updated.level, points: updated.points ?? 0 })
})
