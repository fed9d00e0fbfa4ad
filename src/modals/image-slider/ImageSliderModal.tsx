'use client'

import { useSiteContext } from '@/components/SiteContext'
import type { ImageSliderData } from '../modal-data'
import type { ModalProps } from '../types'
import { ImageCarousel } from './ImageCarousel'

/**
 * image_slider (SPEC §2.5, §2.8, §4): the images full screen, starting at the clicked one
 * (ImageCarousel: wrapping index, arrow keys, dragging, controls with at least 2 images).
 */
export default function ImageSliderModal({ data }: ModalProps<ImageSliderData>) {
  const { strings } = useSiteContext()
  return <ImageCarousel data={data} label={strings['modal.slider.title']} />
}
