/** Cards in a grid's first row at its widest (three columns): what a page shows before scrolling. */
export const FIRST_ROW = 3;
