'use client'

import dynamic from 'next/dynamic'

/** The island as a chunk of its own, loaded only by pages that render it (docs/architecture.md, "Client code per page"). */
export const PagedListLazy = dynamic(() => import('./PagedList').then((m) => m.PagedList))
export const FirstPageLazy = dynamic(() => import('./PagedList').then((m) => m.FirstPage))
