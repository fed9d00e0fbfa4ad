import type { Access } from 'payload'

/**
 * Editors (the `users` collection) read and change content over Payload's REST API. The site
 * itself reads content on the server through the Local API, so visitors and members have no
 * business with the REST API at all: every content collection and global is editors-only there,
 * and members-only fields cannot leak through any query shape (select, where, sort, depth,
 * populate, locale=all). See docs/security.md.
 */
export const isEditor: Access = ({ req }) => req.user?.collection === 'users'

/**
 * Uploaded files are public (every page shows them from /api/media/file/…); the media documents
 * themselves (alt texts, sizes, who uploaded what) are read over REST by editors only.
 */
export const editorOrStaticFile: Access = ({ req, isReadingStaticFile }) =>
  req.user?.collection === 'users' || isReadingStaticFile === true
