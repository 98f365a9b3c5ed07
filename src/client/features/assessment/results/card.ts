/** The card every results panel sits in. min-w-0: a table shown in place of a chart scrolls inside it. */
export const card = 'min-w-0 rounded-xl border border-border bg-surface p-3 shadow-sm sm:p-4 md:p-6';
