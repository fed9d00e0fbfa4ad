/** The cache tag of one product's approved reviews (src/content/reviews.ts reads under it). */
export const productReviewsTag = (productId: number) => `product-reviews:${productId}`
