// The one security scheme of both OpenAPI documents, the service's and the dashboard API's (which passes its
// users' credentials on to the service): HTTP Basic, under the same name in each.

export const BASIC_AUTH = 'basicAuth';

export const basicAuthScheme = (description: string) => ({ type: 'http', scheme: 'basic', description });

/** What an operation needs: a Basic-auth user. */
export const BASIC_AUTH_REQUIRED = [{ [BASIC_AUTH]: [] }];
