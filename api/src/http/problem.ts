/** Problem Details (RFC 9457) with Pintar's `code`, a readable `message` and field `errors`. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code: string;
  message: string;
  errors?: Record<string, string>;
  requestId?: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error that is the caller's to fix (4xx) or a known outage (503), answered as a Problem. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  toBody(requestId?: string): ProblemBody {
    return {
      type: `https://pintar.my/problems/${this.code}`,
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.message,
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(requestId ? { requestId } : {}),
    };
  }
}

export const problems = {
  validation: (errors: Record<string, string>, message = 'Some fields need your attention.') =>
    new HttpProblem(400, 'validation-failed', message, { errors }),
  notFound: (message = 'Nothing was found at this address.') => new HttpProblem(404, 'not-found', message),
  unauthorized: () =>
    new HttpProblem(401, 'unauthorized', 'Sign in to continue.', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    }),
  tooManyRequests: (retryAfterSeconds: number, message = 'Too many requests. Please try again later.') =>
    new HttpProblem(429, 'too-many-requests', message, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  unavailable: (message: string, retryAfterSeconds = 5) =>
    new HttpProblem(503, 'service-unavailable', message, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
};
