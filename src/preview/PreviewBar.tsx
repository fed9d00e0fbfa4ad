import { LivePreviewListenerLazy } from '@/components/lazy-entries'
import { isPreviewRequest } from '@/content/preview'
import type { Translate } from '@/i18n/strings'
import { exitPreviewHref } from './paths'
import './preview-bar.css'

/**
 * The bar an editor sees on every page in preview (draft mode only; issue 17 item 1): says the
 * page shows draft content and offers to leave the preview (the exit route returns to the page
 * the link was on). Mounts the live preview listener (a chunk of its own: it loads only in
 * preview), so a visitor's page renders nothing here and loads nothing more.
 */
export async function PreviewBar({ t }: { t: Translate }) {
  if (!(await isPreviewRequest())) return null
  return (
    <aside className="preview-bar" aria-label={t('preview.bar.label')}>
      <p className="preview-bar__text">{t('preview.bar.text')}</p>
      <a className="preview-bar__exit" href={exitPreviewHref()} rel="nofollow">
        {t('preview.bar.exit')}
      </a>
      <LivePreviewListenerLazy />
    </aside>
  )
}
