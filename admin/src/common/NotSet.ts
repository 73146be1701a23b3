/** emptyText of fields whose value is missing: words rather than a blank. */
export const NOT_SET = 'pintar.not_set';
