// Which sources publish the same camera files. Two albums of camera-named photos
// ("IMG_1234") with no name in common are evidence of two shoots, hence two homes, only
// between sources that pass a home's original files on: a portal that renames or
// renumbers them shares no name with anyone, for one home as for another, and against it
// the penalty would split every home it lists (the renumbered-photos stress variant,
// docs/decisions.md#per-source-calibration). So the penalty applies to a pair of
// sources only once the data shows that their albums do share names: enough of their
// albums share several names with an album of the other source. Measured on all the
// adverts the matcher holds, each time a snapshot begins, so that a first run and a
// daily run of a few new adverts see the same thing.
import { isCameraName } from "../evidence/match-keys";
import type { MatchRecord } from "../record/match-record";
import { SourceRelation } from "./source-relation";
import {
  CAMERA_ALBUM_MIN_NAMES,
  CAMERA_COMMON_NAME,
  CAMERA_SHARING_MIN_PAIRS,
  CAMERA_SHARING_MIN_SHARE,
  CAMERA_SHOOT_MIN_SHARED,
} from "../settings";

export class CameraSharing {
  private peers = new SourceRelation();

  /** The sources known to share camera files with `sourceId`: one live set per source, updated in place. */
  peersOf(sourceId: string): Set<string> {
    return this.peers.of(sourceId);
  }

  /** Re-measure from `records` (every advert held): which source pairs share camera files. */
  measure(records: Iterable<MatchRecord>): void {
    const albums: MatchRecord[] = [];
    for (const r of records) if (r.cameraPhotos >= CAMERA_ALBUM_MIN_NAMES) albums.push(r);
    const byName = new Map<string, number[]>();
    albums.forEach((r, i) => {
      for (const k of r.photoKeys) {
        if (!isCameraName(k)) continue;
        const list = byName.get(k);
        if (list) list.push(i);
        else byName.set(k, [i]);
      }
    });

    const albumsOf = new Map<string, number>();
    const sharing = new Map<string, number>(); // "a\u0000b" (a < b) → albums sharing ≥ CAMERA_SHOOT_MIN_SHARED names
    const counts = new Int32Array(albums.length);
    const touched: number[] = [];
    for (let i = 0; i < albums.length; i++) {
      const r = albums[i];
      albumsOf.set(r.sourceId, (albumsOf.get(r.sourceId) ?? 0) + 1);
      for (const k of r.photoKeys) {
        const list = byName.get(k);
        if (!list || list.length > CAMERA_COMMON_NAME) continue;
        for (const j of list) {
          if (j <= i || albums[j].sourceId === r.sourceId) continue;
          if (counts[j]++ === 0) touched.push(j);
        }
      }
      for (const j of touched) {
        if (counts[j] >= CAMERA_SHOOT_MIN_SHARED) {
          const [a, b] = [r.sourceId, albums[j].sourceId].sort();
          const key = `${a}\u0000${b}`;
          sharing.set(key, (sharing.get(key) ?? 0) + 1);
        }
        counts[j] = 0;
      }
      touched.length = 0;
    }

    this.peers.clear();
    for (const [key, n] of sharing) {
      const [a, b] = key.split("\u0000");
      const smaller = Math.min(albumsOf.get(a) ?? 0, albumsOf.get(b) ?? 0);
      if (n >= CAMERA_SHARING_MIN_PAIRS && n >= CAMERA_SHARING_MIN_SHARE * smaller) this.peers.relate(a, b);
    }
  }
}
