// What every photo store does (a folder: local-store.ts; a bucket: s3-store.ts), apart from
// the choice of one (photo-store.ts), so that the stores need not import what chooses them.
export interface PhotoStore {
  /** "local" or "s3", for logs and reports. */
  readonly kind: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under that key. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
}
