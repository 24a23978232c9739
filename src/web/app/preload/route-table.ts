// The table the build writes into index.html and the preload script reads: per route pattern, the chunks to
// ask for beyond the entry's own (styles need none: every screen's are in the one sheet index.html links). It is
// an attribute of the preload script's own tag.

export interface AnnouncedRoute {
  pattern: string;
  js: string[];
}

/** The attribute of the preload script's tag that holds the table, as JSON. */
export const ROUTE_TABLE_ATTRIBUTE = 'data-route-chunks';
