// The photo store in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph…), for servers that
// share their copies or keep no disk. Configured by PHOTO_STORE_S3_*; without an access
// key the AWS SDK's usual credential chain (instance role, AWS_* variables) applies.
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { PhotoStore } from "./store-contract";

export type S3StoreConfig = {
  bucket: string;
  /** Key prefix inside the bucket, e.g. "photos/" (default none). */
  prefix: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (https://host/bucket/key) rather than the host name: MinIO and most self-hosted servers. */
  pathStyle: boolean;
};

type Env = Record<string, string | undefined>;

/** The S3 configuration of the environment, or null when PHOTO_STORE_S3_BUCKET is not set. */
export function s3ConfigFromEnv(env: Env): S3StoreConfig | null {
  const bucket = env.PHOTO_STORE_S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.PHOTO_STORE_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.PHOTO_STORE_S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error("PHOTO_STORE_S3_ACCESS_KEY_ID and PHOTO_STORE_S3_SECRET_ACCESS_KEY go together");
  return {
    bucket,
    prefix: env.PHOTO_STORE_S3_PREFIX ?? "",
    endpoint: env.PHOTO_STORE_S3_ENDPOINT || undefined,
    region: env.PHOTO_STORE_S3_REGION || "us-east-1",
    accessKeyId,
    secretAccessKey,
    pathStyle: /^(1|true|yes)$/i.test(env.PHOTO_STORE_S3_PATH_STYLE ?? ""),
  };
}

export class S3PhotoStore implements PhotoStore {
  readonly kind = "s3";
  private readonly client: S3Client;

  constructor(readonly config: S3StoreConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.pathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.config.prefix + key,
        Body: body,
        ContentType: contentType,
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.config.prefix + key }),
      );
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.config.prefix + key }));
      return true;
    } catch (err) {
      if (
        err instanceof NotFound ||
        (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return false;
      throw err;
    }
  }
}
