"""How much a more flexible pair model would gain over the shipped score, on the same pairs.

    npx tsx scripts/dev/dump-match-pairs.ts .scratch/pairs.jsonl <labels> <feeds> [<labels> <feeds> ...]
    /usr/bin/python3 scripts/dev/eval/pair-ceiling.py .scratch/pairs.jsonl

Needs Debian's python3-sklearn (apt-get install -y python3-sklearn). Fits gradient-boosted
trees (scikit-learn's HistGradientBoostingClassifier) on every discrete feature the shipped
score reads plus the raw attributes behind them (price and surface ratios, count differences,
distance, photo and feature overlap, ...), so interactions and thresholds the logistic score
cannot express are open to it. Prints, per set and at the level of candidate pairs (before
clustering), the best F1 and the recall at precision >= 0.98 of:
  - the shipped score (its weights were fitted on these same pairs: in-sample, flattering);
  - the trees, fitted on all sets together with 5 folds by home (held-out homes);
  - the trees, fitted on one set and measured on another (cross-fit).
If the held-out trees barely beat the shipped score, the fields, not the model form, limit
the matcher. Development aid only; nothing here ships.
"""

import json
import sys
import zlib

import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier

FAMILIES = ["home_flat", "home_house", "land", "parking", "premises", "room", "other"]


def ratio(pair):
    a, b = pair
    return max(a, b) / min(a, b) if a and b else np.nan


def difference(pair):
    a, b = pair
    return np.nan if a is None or b is None else abs(a - b)


def smaller_log(pair):
    a, b = pair
    return np.log(min(a, b)) if a and b else np.nan


def nan_if_none(value):
    return np.nan if value is None else value


def raw(p):
    return [
        ratio(p["price"]),
        ratio(p["surface"]),
        difference(p["rooms"]),
        difference(p["bathrooms"]),
        nan_if_none(p["rooms"][0] if p["rooms"][0] is not None else p["rooms"][1]),
        smaller_log(p["price"]),
        smaller_log(p["surface"]),
        nan_if_none(p["metres"]),
        p["pointRadius"],
        nan_if_none(p["sameAgency"]),
        nan_if_none(p["sameReference"]),
        p["references"],
        p["sameType"],
        FAMILIES.index(p["family"]),
        nan_if_none(p["sameTown"]),
        p["sharedPhotos"],
        p["photos"],
        p["commonFeatures"],
        p["allFeatures"],
        p["commonFeatures"] / max(1, p["allFeatures"]),
        p["lookAlikes"],
    ]


def summary(scores, y):
    order = np.argsort(-scores)
    hits = np.cumsum(y[order])
    precision = hits / np.arange(1, len(y) + 1)
    recall = hits / y.sum()
    f1 = 2 * precision * recall / np.maximum(precision + recall, 1e-9)
    best = f1.argmax()
    at98 = recall[precision >= 0.98].max(initial=0)
    return f"best F1 {f1[best]:.4f} (P {precision[best]:.4f} R {recall[best]:.4f}), R at P>=0.98 {at98:.4f}"


def trees():
    return HistGradientBoostingClassifier(max_iter=300, learning_rate=0.06, max_leaf_nodes=31, l2_regularization=1.0)


def main(path):
    pairs = [json.loads(line) for line in open(path, encoding="utf-8")]
    vocabulary = {k: i for i, k in enumerate(sorted({k for p in pairs for k in p["keys"]}))}
    x = np.zeros((len(pairs), len(vocabulary) + len(raw(pairs[0]))))
    for n, p in enumerate(pairs):
        for k in p["keys"]:
            x[n, vocabulary[k]] = 1
        x[n, len(vocabulary):] = raw(p)
    y = np.array([p["y"] for p in pairs])
    sets = np.array([p["set"] for p in pairs])
    folds = np.array([zlib.crc32(p["home"].encode()) % 5 for p in pairs])
    shipped = np.array([p["score"] for p in pairs])

    held_out = np.zeros(len(pairs))
    for fold in range(5):
        model = trees().fit(x[folds != fold], y[folds != fold])
        held_out[folds == fold] = model.predict_proba(x[folds == fold])[:, 1]
    for s in np.unique(sets):
        at = sets == s
        print(f"set {s}: {at.sum()} candidate pairs, {y[at].sum()} one home")
        print(f"  shipped score (in-sample)     {summary(shipped[at], y[at])}")
        print(f"  trees, joint, 5 folds by home {summary(held_out[at], y[at])}")
        for other in np.unique(sets):
            if other != s:
                model = trees().fit(x[sets == other], y[sets == other])
                print(f"  trees fitted on set {other} only   {summary(model.predict_proba(x[at])[:, 1], y[at])}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python3 scripts/dev/eval/pair-ceiling.py <pairs.jsonl>")
    main(sys.argv[1])
