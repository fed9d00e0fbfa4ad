import 'server-only'
import { ImageResponse } from 'next/og'
import type { QuizCollection } from '@/rules/quiz-scoring'
import { DEFAULT_SHARE_IMAGE } from '@/seo/share-image'
import { loadLatinResult, type ResultParams } from './QuizResultPage'

/**
 * A shared result's Open Graph image, drawn on the server. The image font (next/og's bundled
 * Noto Sans) has Latin letters only, so the image names the quiz and outcome in English in every
 * locale rather than drawing Chinese or Cyrillic titles as empty boxes (docs/decisions.md).
 */
export async function quizResultImage(
  collection: QuizCollection,
  params: Promise<ResultParams>,
): Promise<Response> {
  const found = await loadLatinResult(collection, await params)
  if (!found) return new Response('Not found', { status: 404 })
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: '#14213d',
        color: '#f7f1e6',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, letterSpacing: 8, color: '#c9a227' }}>
        MAISON SOLAINE
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {found.quizTitle ? (
          <div style={{ display: 'flex', fontSize: 34, color: '#e4dccb' }}>{found.quizTitle}</div>
        ) : null}
        {found.outcomeTitle ? (
          <div style={{ display: 'flex', marginTop: 20, fontSize: 80, lineHeight: 1.1 }}>
            {found.outcomeTitle}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', fontSize: 26, letterSpacing: 6, color: '#c9a227' }}>
        COGNAC
      </div>
    </div>,
    {
      width: DEFAULT_SHARE_IMAGE.width,
      height: DEFAULT_SHARE_IMAGE.height,
      headers: { 'Cache-Control': 'public, max-age=300' },
    },
  )
}
