import type { Photo } from '../../db/schema';
import type { ThumbnailSize } from '../ingest/renditions';
import type { MediaSigner } from '../media/signing';

export interface PhotoJson {
  imageId: string;
  uploadId: string;
  localFileName: string;
  url: string;
  untouchedUrl: string;
  dateTaken: string | null;
  uploadEnd: string | null;
  created: string;
  visibleWidth: number;
  visibleHeight: number;
  /** Size of the original in bytes (an extension, decision 2610). */
  bytes: number;
  /** The camera from EXIF, null when unknown (an extension, decision 2610). */
  camera: string | null;
  thumbnails: { id: string; url: string; width: number; height: number }[];
  location: string;
}

/** A photo row as the contract's Photo JSON, with freshly signed media URLs. */
export function photoJson(row: Photo, signer: MediaSigner): PhotoJson {
  const sizes = JSON.parse(row.thumbnails) as ThumbnailSize[];
  return {
    imageId: row.id,
    uploadId: row.upload_id,
    localFileName: row.local_file_name,
    url: signer.url(row.account_id, row.id, 'display'),
    untouchedUrl: signer.url(row.account_id, row.id, 'original'),
    dateTaken: row.date_taken,
    uploadEnd: row.upload_end,
    created: row.created,
    visibleWidth: row.visible_width ?? row.width,
    visibleHeight: row.visible_height ?? row.height,
    bytes: row.bytes,
    camera: row.camera ?? null,
    thumbnails: sizes.map((t) => ({ id: t.id, url: signer.url(row.account_id, row.id, t.id), width: t.width, height: t.height })),
    location: row.month_key,
  };
}
