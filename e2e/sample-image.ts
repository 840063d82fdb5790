import sharp from 'sharp';

/** A small real PNG, made fresh so an upload goes through the server's decoder and re-encoder. */
export const samplePng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 232, g: 69, b: 44 } } })
    .png()
    .toBuffer();
