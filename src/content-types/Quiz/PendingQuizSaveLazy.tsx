'use client'

import dynamic from 'next/dynamic'

/** The island as a chunk of its own, loaded only by pages that render it (docs/architecture.md, "Client code per page"). */
export const PendingQuizSaveLazy = dynamic(() =>
  import('./PendingQuizSave').then((m) => m.PendingQuizSave),
)
