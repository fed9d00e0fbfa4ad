import type { Metadata } from 'next'
import { SharePage, type ShareParams, shareMetadata } from '@/video-cards/share-page'

// A card is personal and lives for a limited time: rendered per request, never prerendered.
export const dynamic = 'force-dynamic'

export function generateMetadata({ params }: { params: ShareParams }): Promise<Metadata> {
  return shareMetadata('standard', params)
}

export default function Page({ params }: { params: ShareParams }) {
  return <SharePage variant="standard" params={params} />
}
