import type { RequestHandler } from 'express';

const spacesOf = (url: string) => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query) + url.slice(query).replace(/\+/g, '%20');
};

/**
 * A `+` in a query string is a space (HTML forms send `{"q": "x"}` as `%7B%22q%22%3A+%22x%22%7D`).
 * The OpenAPI validator reads JSON parameters from the raw URL and would refuse the `+` as a
 * reserved character, so it is written as the `%20` it stands for first.
 */
export const plusAsSpace: RequestHandler = (req, _res, next) => {
  if (req.originalUrl.includes('+')) {
    req.originalUrl = spacesOf(req.originalUrl);
    req.url = spacesOf(req.url);
  }
  next();
};
