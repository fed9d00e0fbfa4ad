import { ModalTrigger } from '@/components/links/ModalTrigger'
import './buy-button.css'

interface Props {
  product: { title: string; click_to_buy?: boolean | null; grouping_id?: string | null }
  /** The button's text (ctb.buy, in the page's language). */
  label: string
  /** Its accessible name where several products share a page (comparator): names the product. */
  ariaLabel?: string
  className?: string
}

/**
 * The click-to-buy button (issue 14): opens the ctb_modal with the product's name and grouping
 * id (SPEC §3). Drawn only for products editors marked "Show the click-to-buy button".
 */
export function BuyButton({ product, label, ariaLabel, className = 'button ctb-button' }: Props) {
  const groupingId = product.grouping_id?.trim()
  if (!product.click_to_buy || !groupingId) return null
  return (
    <ModalTrigger
      className={className}
      ariaLabel={ariaLabel}
      modal={{ type: 'ctb_modal', props: { groupingId, productName: product.title } }}
    >
      {label}
    </ModalTrigger>
  )
}
