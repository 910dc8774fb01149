import { readLabels } from "@/scripts/eval/evaluate";
import { candidatePairs, replay } from "@/scripts/eval/replay";
import { readPhotoHashFile } from "@/scripts/eval/photo-hash-file";
function pc(x: number) { x -= (x >>> 1) & 0x55555555; x = (x & 0x33333333) + ((x >>> 2) & 0x33333333); return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24; }
async function main() {
  const D = "../shared/data/dedup-rich";
  const labels = (await readLabels(`${D}/labels.json`)).labels;
  const rows = await replay(`${D}/snapshot1`, labels, { hashes: await readPhotoHashFile("/work/cache/rich-hashes.tsv") });
  const hist = { t: new Array(33).fill(0), f: new Array(33).fill(0) };
  // count of photos in smaller album with min distance d, weighted only rare (weight>0.5)
  for (const [i, j] of candidatePairs(rows)) {
    const a = rows[i].record, b = rows[j].record;
    const na = a.prints.length >> 1, nb = b.prints.length >> 1;
    if (!na || !nb) continue;
    const same = rows[i].label === rows[j].label;
    for (let x = 0; x < na; x++) {
      if (a.printWeights[x] < 0.5) continue;
      let m = 64;
      for (let y = 0; y < nb; y++) m = Math.min(m, pc(a.prints[2*x]^b.prints[2*y]) + pc(a.prints[2*x+1]^b.prints[2*y+1]));
      hist[same ? "t" : "f"][Math.min(m, 32)]++;
    }
  }
  for (let d = 0; d <= 32; d++) console.log(d, hist.t[d], hist.f[d]);
}
main();
