import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '#src/config/config';
import { s3ClientFor } from './s3-file-storage';

/**
 * The origins S3 storage sends browsers to, for the Content-Security-Policy: the presigned URLs'
 * (lecture videos and PDFs, in <video> and <iframe>) and S3_PUBLIC_URL's (images). The SDK's own
 * addressing rules (virtual-hosted or path style, dotted bucket names, IP endpoints) decide the
 * host, so one URL is presigned offline with stand-in credentials to read it.
 */
export async function s3BrowserOrigins(config: S3Config): Promise<{ media: string[]; images: string[] }> {
  const media: string[] = [];
  if (config.downloads === 'redirect') {
    const client = s3ClientFor({ ...config, credentials: { accessKeyId: 'origin', secretAccessKey: 'origin' } });
    const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: config.bucket, Key: 'origin.pdf' }));
    client.destroy();
    media.push(new URL(url).origin);
  }
  return { media, images: config.publicUrl ? [new URL(config.publicUrl).origin] : [] };
}
