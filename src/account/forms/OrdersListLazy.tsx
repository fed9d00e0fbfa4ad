'use client'

import dynamic from 'next/dynamic'

/** The Orders page's list as a chunk of its own: the other account pages do not load it. */
export const OrdersListLazy = dynamic(() => import('./OrdersList').then((m) => m.OrdersList))
