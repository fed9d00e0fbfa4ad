import type { CollectionConfig, GlobalConfig } from 'payload'
import { Activities } from './Activities'
import { Bookmarks } from './Bookmarks'
import { MemberLevelsGlobal } from './MemberLevelsGlobal'
import { Members } from './Members'

export const ACCOUNT_COLLECTIONS: CollectionConfig[] = [Members, Bookmarks, Activities]
export const ACCOUNT_GLOBALS: GlobalConfig[] = [MemberLevelsGlobal]
