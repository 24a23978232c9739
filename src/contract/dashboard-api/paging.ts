// Long lists of the dashboard's API are sorted, filtered and paged by the server: a client asks for the rows at
// an offset, and gets them with the total its filters leave, so that a jump to any row reads one page.
import { z } from 'zod/mini';

/** The most rows one page holds: a screen of a wide table is about 40, a tall phone's 20. */
export const MAX_PAGE_ROWS = 500;

const about = (description: string) => ({ description });

/** `offset` and `limit` of a paged read, with the message a person gets when one does not fit. */
export const pageParams = () => ({
  offset: z
    ._default(
      z.coerce
        .number({ error: 'is not a whole number' })
        .check(z.int('is not a whole number'), z.minimum(0, 'is below 0'), z.maximum(10_000_000, 'is too large')),
      0,
    )
    .register(z.globalRegistry, about('The first row to answer, counted from 0 in the order asked for.')),
  limit: z
    ._default(
      z.coerce
        .number({ error: 'is not a whole number' })
        .check(
          z.int('is not a whole number'),
          z.minimum(1, 'is below 1'),
          z.maximum(MAX_PAGE_ROWS, `is more than ${MAX_PAGE_ROWS} rows`),
        ),
      100,
    )
    .register(z.globalRegistry, about(`How many rows to answer, at most ${MAX_PAGE_ROWS}.`)),
});

/** `dir`: the order of the sort column. */
export const sortDirection = () =>
  z
    ._default(z.enum(['asc', 'desc'], { error: 'is not asc or desc' }), 'asc')
    .register(z.globalRegistry, about('asc or desc.'));

/** A page's answer: the rows from `offset` on and how many rows the filters leave in all. */
export const pagedAnswer = <R extends z.ZodMiniType>(row: R) =>
  z.object({
    total: z.int().register(z.globalRegistry, about('Rows the filters leave, on every page.')),
    offset: z.int(),
    rows: z.array(row),
  });
export type PagedAnswer<R> = { total: number; offset: number; rows: R[] };
