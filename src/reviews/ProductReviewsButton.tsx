'use client'

import { useState } from 'react'
import { ModalTrigger } from '@/components/links/ModalTrigger'
import { useSiteContext } from '@/components/SiteContext'

/**
 * Opens the product_reviews modal (SPEC §2.8; §3 "reviews: productId"). When a member's review
 * is sent the modal closes (SPEC §7) and this polite status says it awaits moderation.
 */
export function ProductReviewsButton({
  productId,
  productName,
  label,
}: {
  productId: number
  productName: string
  label: string
}) {
  const { strings } = useSiteContext()
  const [sent, setSent] = useState(false)
  return (
    <>
      <ModalTrigger
        className="button product-reviews__open"
        modal={{
          type: 'product_reviews',
          props: { productId, productName, onSubmitted: () => setSent(true) },
        }}
      >
        {label}
      </ModalTrigger>
      <p className="product-reviews__status" role="status" aria-live="polite">
        {sent ? strings['reviews.thanks'] : ''}
      </p>
    </>
  )
}
