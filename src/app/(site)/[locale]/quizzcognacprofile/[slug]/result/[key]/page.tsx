import type { Metadata } from 'next'
import {
  QuizResultPage,
  quizResultMetadata,
  type ResultParams,
} from '@/content-types/Quiz/QuizResultPage'

// A shared quiz result (issue 15), rendered per request: see QuizResultPage.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<ResultParams> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return quizResultMetadata('quizzcognacprofile', params)
}

export default function Page({ params }: Props) {
  return <QuizResultPage collection="quizzcognacprofile" params={params} />
}
