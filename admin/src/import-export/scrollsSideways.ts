/**
 * A wide table scrolls inside its card instead of widening the page: a zero width gives the box
 * no say in its parents' size, and min-width 100% still fills the card.
 */
export const scrollsSideways = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;
