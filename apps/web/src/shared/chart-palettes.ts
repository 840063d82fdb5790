/**
 * The two 30-colour series palettes of the dashboards (DESIGN.md §6): long positions in reds and warm
 * tones, short positions in greens and cool tones. Neighbours contrast, so twenty brokers side by side
 * stay apart; each palette starts with the site's rise or fall colour.
 */
// prettier-ignore
export const longPalette = [
  '#FF2424', '#FF7A45', '#FFA940', '#CF1322', '#FF85C0', '#D46B08', '#FF4D4F', '#FFC53D', '#A8071A', '#F759AB',
  '#FA8C16', '#E8452C', '#D48806', '#C41D7F', '#FF9C6E', '#AD2102', '#FAAD14', '#EB2F96', '#873800', '#FF7875',
  '#AD4E00', '#9E1068', '#F5222D', '#E86452', '#D4380D', '#FFBB96', '#820014', '#FFA39E', '#B36B00', '#E0527A',
] as const;

// prettier-ignore
export const shortPalette = [
  '#13BC5C', '#13C2C2', '#2F54EB', '#52C41A', '#1677FF', '#08979C', '#73D13D', '#597EF7', '#389E0D', '#36CFC9',
  '#0958D9', '#95DE64', '#006D75', '#69B1FF', '#237804', '#5CDBD3', '#1D39C4', '#7CB305', '#00474F', '#85A5FF',
  '#135200', '#36A3A3', '#003EB3', '#5B8C00', '#4096FF', '#20A162', '#10239E', '#0E7C86', '#2A6FDB', '#87D068',
] as const;

/** The colour of the n-th item of a side, wrapping after 30. */
export const paletteColor = (palette: readonly string[], index: number) => palette[index % palette.length] as string;

/** Products that neither rose nor fell. */
export const flatColor = '#8a8f99';
