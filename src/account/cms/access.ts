import type { Access } from 'payload'

/** Editors see everything; a member only documents whose `member` is themselves. */
export const editorOrOwner: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  if (req.user?.collection === 'members') return { member: { equals: req.user.id } }
  return false
}

/** Editors, or the member reading or changing their own account. */
export const editorOrSelf: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  if (req.user?.collection === 'members') return { id: { equals: req.user.id } }
  return false
}

export const editorOnly: Access = ({ req }) => req.user?.collection === 'users'
