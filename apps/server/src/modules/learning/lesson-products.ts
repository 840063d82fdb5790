/**
 * The products drills are drawn from when the learner names none, and pattern lessons are looked for
 * in: the busiest of each sector.
 */
export const lessonProducts = [
  'rb',
  'i',
  'hc',
  'cu',
  'al',
  'au',
  'ag',
  'sc',
  'TA',
  'MA',
  'm',
  'p',
  'y',
  'SR',
  'CF',
  'IF',
  'IC',
];
