/** A caller's mistake in a city query: the API answers it as Problem Details with this status and code. */
export class CityInputError extends Error {
  override name = 'CityInputError';
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string> | undefined;

  constructor(
    message: string,
    options: { status?: number; code?: string; errors?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = options.status ?? 400;
    this.code = options.code ?? 'validation-failed';
    this.errors = options.errors;
  }
}

/** The spec's message for a point that is missing, not numeric or out of range. */
export const INVALID_COORDINATES = 'Invalid coordinates provided';

/** A provider that did not answer in time or answered something unreadable. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}
