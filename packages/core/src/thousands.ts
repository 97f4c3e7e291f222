/**
 * A count as "10,000", for texts built as a module is read. Not toLocaleString: its first call builds a number
 * formatter, about 15 ms on a phone (40 ms at Lighthouse's mobile slow-down), and the modules that build these texts
 * are read as the screens open.
 */
export const withThousandsSeparators = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
