/**
 * From tablet width the rows of 000 section 9 widen into a grid (issue 28 item 1): cards two to four
 * columns, list rows two to three. Each card is one cell there, full width ones too.
 */
export const CARD_GRID_CLASS = "md:grid md:grid-cols-2 md:gap-4 lg:grid-cols-3 2xl:grid-cols-4";
export const ROW_GRID_CLASS = "md:grid md:grid-cols-2 md:gap-3 xl:grid-cols-3";
