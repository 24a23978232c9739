/** A flakiness score as people read it, rounded down so "40%" is never below the 0.4 threshold: 0.625 is "62%". */
export const percent = (score: number) => `${Math.floor(score * 100)}%`;
