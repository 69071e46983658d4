/**
 * Thrown when a caller hands the engine data it cannot price (a quantity of 0, a fractional fen,
 * an unknown ladder type). The server validates requests first, so reaching this is a bug or a bad
 * row, never a business refusal: business refusals come back as reasons in the result instead.
 */
export class PricingInputError extends Error {
  override readonly name = 'PricingInputError';

  constructor(
    message: string,
    /** Which input was wrong, e.g. `lines[2].number`. */
    readonly field: string,
  ) {
    super(message);
  }
}
