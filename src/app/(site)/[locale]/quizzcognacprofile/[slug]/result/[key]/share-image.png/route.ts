import type { ResultParams } from '@/content-types/Quiz/QuizResultPage'
import { quizResultImage } from '@/content-types/Quiz/result-image'

// The shared result's Open Graph image (issue 15).
export const dynamic = 'force-dynamic'

export function GET(_request: Request, { params }: { params: Promise<ResultParams> }) {
  return quizResultImage('quizzcognacprofile', params)
}
