import { ImageResponse } from 'next/og'
import { DEFAULT_SHARE_IMAGE } from '@/seo/share-image'

// The share image of pages without one of their own (Open Graph, Twitter): drawn once at build.
export const dynamic = 'force-static'

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#14213d',
        color: '#f7f1e6',
        fontSize: 96,
        letterSpacing: 8,
      }}
    >
      <div style={{ display: 'flex' }}>MAISON SOLAINE</div>
      <div
        style={{
          display: 'flex',
          marginTop: 24,
          fontSize: 36,
          color: '#c9a227',
          letterSpacing: 12,
        }}
      >
        COGNAC
      </div>
    </div>,
    { width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height },
  )
}
