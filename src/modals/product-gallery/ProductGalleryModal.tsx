'use client'

import { useSiteContext } from '@/components/SiteContext'
import { ImageCarousel } from '../image-slider/ImageCarousel'
import type { ImageSliderData } from '../modal-data'
import type { ModalProps } from '../types'
import './product-gallery.css'

/**
 * product_gallery (SPEC §2.8, issue 14): a product's images full screen, moving as the
 * image_slider does, plus a zoom toggle that shows the current image at its natural size.
 */
export default function ProductGalleryModal({ data }: ModalProps<ImageSliderData>) {
  const { strings } = useSiteContext()
  return (
    <ImageCarousel
      data={data}
      label={strings['product.galleryTitle']}
      className="product-gallery"
      zoom
    />
  )
}
