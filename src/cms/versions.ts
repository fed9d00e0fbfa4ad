import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * Drafts, autosave and scheduled publish/unpublish for every public content type (issue 17
 * item 1). The site shows the published version only (src/content/cached-read.ts); an editor's
 * preview reads the latest draft. Scheduling queues Payload's `schedulePublish` job, run by the
 * jobs runner of the server process (payload.config.ts `jobs`). 50 versions per document keep a
 * long history without letting autosave grow the versions tables without bound.
 */
const drafts = { autosave: true, schedulePublish: true } as const

export const contentVersions: CollectionConfig['versions'] = { drafts, maxPerDoc: 50 }
export const globalVersions: GlobalConfig['versions'] = { drafts, max: 50 }
