// The photo store in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph…), for servers that
// share their copies or keep no disk. Configured by PHOTO_STORE_S3_*; without an access
// key the AWS SDK's usual credential chain (instance role, AWS_* variables) applies.
import type { S3Client } from "@aws-sdk/client-s3";
import type { PhotoStore } from "./store-contract";
import type { Config } from "@/lib/config";

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

/** The S3 configuration of the environment, or null when PHOTO_STORE_S3_BUCKET is not set. */
export function s3ConfigFromEnv(env: Config): S3StoreConfig | null {
  const bucket = env.PHOTO_STORE_S3_BUCKET;
  if (!bucket) return null;
  const accessKeyId = env.PHOTO_STORE_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.PHOTO_STORE_S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error("PHOTO_STORE_S3_ACCESS_KEY_ID and PHOTO_STORE_S3_SECRET_ACCESS_KEY go together");
  return {
    bucket,
    prefix: env.PHOTO_STORE_S3_PREFIX,
    endpoint: env.PHOTO_STORE_S3_ENDPOINT,
    region: env.PHOTO_STORE_S3_REGION,
    accessKeyId,
    secretAccessKey,
    pathStyle: env.PHOTO_STORE_S3_PATH_STYLE,
  };
}

type Sdk = typeof import("@aws-sdk/client-s3");
type Connection = { sdk: Sdk; client: S3Client };

export class S3PhotoStore implements PhotoStore {
  readonly kind = "s3";
  private connection: Promise<Connection> | null = null;

  constructor(readonly config: S3StoreConfig) {}

  /** The SDK is imported on the first call, not with this module: it is a quarter of a
   *  second of imports that every CLI run and server start without a bucket would pay. */
  private connect(): Promise<Connection> {
    const { region, endpoint, pathStyle, accessKeyId, secretAccessKey } = this.config;
    this.connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle: pathStyle,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      }),
    }));
    return this.connection;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.config.prefix + key,
        Body: body,
        ContentType: contentType,
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const { sdk, client } = await this.connect();
    try {
      const res = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.config.prefix + key }),
      );
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof sdk.NoSuchKey) return null;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: this.config.prefix + key }));
      return true;
    } catch (err) {
      if (
        err instanceof sdk.NotFound ||
        (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return false;
      throw err;
    }
  }
}
