'use client'

import dynamic from 'next/dynamic'

/** The results as a chunk of their own (see StoreLocatorLazy for why the split is made here). */
export const SiteSearchLazy = dynamic(() => import('./SiteSearch').then((m) => m.SiteSearch))
