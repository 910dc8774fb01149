// The blurred placeholder every photo shows while it loads: a soft, map-coloured wash
// (next/image blurs it further). Inline and a few hundred bytes, so it costs no request
// and keeps the cover's box filled from the first paint.
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 6">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#e2eed3"/><stop offset=".55" stop-color="#f3f1ea"/><stop offset="1" stop-color="#cfe2bd"/>' +
  '</linearGradient></defs><rect width="8" height="6" fill="url(#g)"/></svg>';

export const PHOTO_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
