import 'server-only'
import { ImageResponse } from 'next/og'
import type { QuizCollection } from '@/rules/quiz-scoring'
import { loadOgFonts, OG_FONT_FAMILY } from '@/seo/og-fonts'
import { DEFAULT_SHARE_IMAGE } from '@/seo/share-image'
import { loadResult, type ResultParams } from './QuizResultPage'

/**
 * A shared result's Open Graph image, drawn on the server with the quiz and outcome titles in
 * the result's own language (the Noto fonts of src/seo/og-fonts.ts draw Latin, Vietnamese,
 * Cyrillic and Chinese).
 */
export async function quizResultImage(
  collection: QuizCollection,
  params: Promise<ResultParams>,
): Promise<Response> {
  const found = await loadResult(collection, await params)
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
        fontFamily: OG_FONT_FAMILY,
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, letterSpacing: 8, color: '#c9a227' }}>
        MAISON SOLAINE
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {found.quiz.title ? (
          <div style={{ display: 'flex', fontSize: 34, color: '#e4dccb' }}>{found.quiz.title}</div>
        ) : null}
        {found.outcome.title ? (
          <div style={{ display: 'flex', marginTop: 20, fontSize: 80, lineHeight: 1.1 }}>
            {found.outcome.title}
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
      fonts: await loadOgFonts(),
      headers: { 'Cache-Control': 'public, max-age=300' },
    },
  )
}
