import { NotFoundTemplate } from '@/templates/NotFound/NotFoundTemplate'

export default function LocaleNotFound() {
  return <NotFoundTemplate />
}
