// Whether two segments touch or cross (orientation test, collinear overlaps included):
// a polygon whose non-adjacent edges do is not a simple polygon, and "inside" would be
// ambiguous, so the search refuses it (geometry.ts).
type P = { lat: number; lng: number };

function orient(a: P, b: P, c: P): number {
  const v = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

function onSegment(a: P, b: P, p: P): boolean {
  return (
    Math.min(a.lng, b.lng) <= p.lng &&
    p.lng <= Math.max(a.lng, b.lng) &&
    Math.min(a.lat, b.lat) <= p.lat &&
    p.lat <= Math.max(a.lat, b.lat)
  );
}

export function segmentsCross(a: P, b: P, c: P, d: P): boolean {
  const o1 = orient(a, b, c),
    o2 = orient(a, b, d),
    o3 = orient(c, d, a),
    o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}
