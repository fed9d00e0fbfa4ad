import { starFill } from '@/rules/reviews'

/**
 * Five stars drawn for an average or a rating, hidden from assistive technology: the text next
 * to them says it ("4.3 out of 5, 12 reviews"). No hooks: used by server and client components.
 */
export function ReviewStars({ value, className }: { value: number | null; className?: string }) {
  return (
    <span className={`review-stars${className ? ` ${className}` : ''}`} aria-hidden="true">
      {starFill(value).map((fill, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions.
        <span key={i} className={`review-stars__star review-stars__star--${fill}`}>
          ★
        </span>
      ))}
    </span>
  )
}
