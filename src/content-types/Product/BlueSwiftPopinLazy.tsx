'use client'

import dynamic from 'next/dynamic'

/** The popin's trigger as a chunk of its own, loaded on Blue Swift pages only (see StoreLocatorLazy). */
export const BlueSwiftPopinLazy = dynamic(() => import('./BlueSwiftPopin'), { ssr: false })
