import { cardImage, type ShareParams } from '@/video-cards/og-image'

export const dynamic = 'force-dynamic'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export default function Image({ params }: { params: ShareParams }) {
  return cardImage('noblige', params)
}
