// Ridge least squares by the normal equations (a few dozen columns: Gaussian elimination
// with partial pivoting is exact enough and instant). The intercept (column 0) is not shrunk.
function fitRidge(rows: readonly number[][], y: readonly number[], lambda: number): number[] {
  const p = rows[0].length;
  const a = Array.from({ length: p }, () => new Array<number>(p + 1).fill(0));
  for (let r = 0; r < rows.length; r++) {
    const x = rows[r];
    for (let i = 0; i < p; i++) {
      if (x[i] === 0) continue;
      for (let j = 0; j < p; j++) a[i][j] += x[i] * x[j];
      a[i][p] += x[i] * y[r];
    }
  }
  for (let i = 1; i < p; i++) a[i][i] += lambda;
  a[0][0] += 1e-9;
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    if (Math.abs(a[c][c]) < 1e-12) continue;
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      if (f !== 0) for (let k = c; k <= p; k++) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row, i) => (Math.abs(row[i]) < 1e-12 ? 0 : row[p] / row[i]));
}

/** Ridge with Huber weights (iteratively reweighted): a home whose residual passes `delta`
 *  (a mistyped surface, a price per unit) weighs delta/|residual| instead of pulling the fit. */
export function fitHuber(rows: readonly number[][], y: readonly number[], lambda: number, delta: number): number[] {
  let w = fitRidge(rows, y, lambda);
  for (let it = 0; it < 6; it++) {
    const s = rows.map((r, i) => {
      const e = Math.abs(y[i] - r.reduce((sum, x, j) => sum + x * w[j], 0));
      return Math.sqrt(e <= delta ? 1 : delta / e);
    });
    w = fitRidge(
      rows.map((r, i) => r.map((x) => x * s[i])),
      y.map((v, i) => v * s[i]),
      lambda,
    );
  }
  return w;
}
