/** A review for a product the catalog does not know (or that has no review-service id): the visitor's mistake, a 400. */
export class UnknownProductError extends Error {
  override name = 'UnknownProductError';
  constructor(readonly productId: string) {
    super(`no product with review-service id "${productId}"`);
  }
}
