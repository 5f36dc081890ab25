import { z } from 'zod';
import { expects } from './answer-words';
import { optInt, optText } from './wire';

/**
 * Token response: the API's only snake_case payload. Domain names are
 * camelCase: token_type -> tokenType, expires_in -> expiresIn (seconds; the spec
 * says 43200 and a missing value is read as that), access_token -> accessToken.
 */
export const TOKEN_LIFETIME_SECONDS = 43_200;
export const tokenResponse = z
  .looseObject({
    token_type: optText,
    expires_in: optInt,
    access_token: z.string(expects('access-token')).min(1, expects('non-empty-access-token')),
  })
  .transform(({ token_type, expires_in, access_token, ...rest }) => ({
    ...rest,
    tokenType: token_type ?? 'Bearer',
    expiresIn: expires_in ?? TOKEN_LIFETIME_SECONDS,
    accessToken: access_token,
  }));
export type TokenResponse = z.output<typeof tokenResponse>;
