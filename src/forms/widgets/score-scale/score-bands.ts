/** One band of a scale's total with what it means, e.g. 61–90 points: moderate dependence. */
export interface ScoreBand {
  from: number;
  to: number;
  meaning: string;
}

const isBand = (value: unknown): value is ScoreBand =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ScoreBand).from === 'number' &&
  typeof (value as ScoreBand).to === 'number' &&
  typeof (value as ScoreBand).meaning === 'string';

/** The bands of `ui:options.bands`, ignoring anything that is not one. */
export function bandsOption(option: unknown): ScoreBand[] {
  return Array.isArray(option) ? option.filter(isBand) : [];
}

/** The band a total falls in, if the scale has bands and the total is a number. */
export function bandOf(total: number | undefined, bands: readonly ScoreBand[]): ScoreBand | undefined {
  return total === undefined ? undefined : bands.find((band) => total >= band.from && total <= band.to);
}

/** '61–90' or '100' for a band of one value. */
export const bandRange = (band: ScoreBand) => (band.from === band.to ? String(band.from) : `${band.from}–${band.to}`);
