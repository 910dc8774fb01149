// L2-regularised logistic regression over sparse binary features, fitted by Newton's
// method (a hundred or so features: the Hessian is small and exact), and the pool-adjacent-
// violators step that makes banded weights monotone. Used by scripts/dev/fit-match-weights.ts.

export type LogisticFit = { bias: number; weights: Float64Array; iterations: number; logLoss: number };

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const softplus = (z: number) => (z > 30 ? z : Math.log1p(Math.exp(z)));

/** A row's log-odds under a fit. */
export function logit(fit: Pick<LogisticFit, "bias" | "weights">, row: Uint16Array): number {
  let s = fit.bias;
  for (const k of row) s += fit.weights[k];
  return s;
}

/** The log-loss of one answer `y` given log-odds `s`. */
export const logLossOf = (s: number, y: number) => softplus(s) - y * s;

/** `rows`: each row's active feature indices; `y`: 1 (one home) or 0. The bias is not penalised. */
export function fitLogistic(
  rows: Uint16Array[],
  y: Uint8Array,
  features: number,
  l2: number,
  maxIterations = 50,
): LogisticFit {
  const n = features + 1; // last coefficient: the bias
  const w = new Float64Array(n);
  // Rows index features only, so the bias slot at the end of `w` is never read as a weight.
  const z = (row: Uint16Array) => logit({ bias: w[features], weights: w }, row);
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    const g = new Float64Array(n);
    const h = new Float64Array(n * n);
    rows.forEach((row, r) => {
      const p = sigmoid(z(row));
      const d = p * (1 - p);
      const e = p - y[r];
      const idx = [...row, features];
      for (const a of idx) {
        g[a] += e;
        for (const b of idx) h[a * n + b] += d;
      }
    });
    for (let k = 0; k < features; k++) {
      g[k] += 2 * l2 * w[k];
      h[k * n + k] += 2 * l2;
    }
    const step = solveSymmetric(h, g, n);
    let largest = 0;
    for (let k = 0; k < n; k++) {
      w[k] -= step[k];
      largest = Math.max(largest, Math.abs(step[k]));
    }
    if (largest < 1e-8) break;
  }
  let logLoss = 0;
  rows.forEach((row, r) => (logLoss += logLossOf(z(row), y[r])));
  return { bias: w[features], weights: w.subarray(0, features), iterations, logLoss };
}

/** Solves H x = g for a symmetric positive definite H (Cholesky). */
function solveSymmetric(h: Float64Array, g: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = h[i * n + j];
      for (let k = 0; k < j; k++) s -= l[i * n + k] * l[j * n + k];
      l[i * n + j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / l[j * n + j];
    }
  }
  const t = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = g[i];
    for (let k = 0; k < i; k++) s -= l[i * n + k] * t[k];
    t[i] = s / l[i * n + i];
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = t[i];
    for (let k = i + 1; k < n; k++) s -= l[k * n + i] * x[k];
    x[i] = s / l[i * n + i];
  }
  return x;
}

/**
 * The closest non-increasing sequence to `values` (weighted least squares: pool adjacent
 * violators). Banded evidence must not say "farther apart, more alike".
 */
export function nonIncreasing(values: number[], weights: number[]): number[] {
  const blocks: Array<{ value: number; weight: number; size: number }> = [];
  values.forEach((v, i) => {
    blocks.push({ value: v, weight: Math.max(weights[i], 1e-9), size: 1 });
    while (blocks.length > 1 && blocks[blocks.length - 2].value < blocks[blocks.length - 1].value) {
      const b = blocks.pop()!;
      const a = blocks.pop()!;
      const weight = a.weight + b.weight;
      blocks.push({ value: (a.value * a.weight + b.value * b.weight) / weight, weight, size: a.size + b.size });
    }
  });
  return blocks.flatMap((b) => Array<number>(b.size).fill(b.value));
}
