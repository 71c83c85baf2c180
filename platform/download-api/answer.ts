import type { Response } from 'express';
import { DownloadLimitError, type DownloadService } from './service';

/**
 * Answers a download request: 202 with a new archive, 200 with the identical one already
 * pending or ready, 429 `too_many_downloads` (Retry-After) when the account is at its cap
 * (decision 1705).
 */
export async function answerDownload(
  res: Response,
  service: DownloadService,
  request: { accountId: string; photoIds: string[]; albumId?: string },
): Promise<Response> {
  try {
    const { row, reused } = await service.create(request.accountId, request.photoIds, request.albumId ?? null);
    return res.status(reused ? 200 : 202).json({ id: row.id, name: row.name, photos: JSON.parse(row.photo_ids) as string[] });
  } catch (error) {
    if (!(error instanceof DownloadLimitError)) throw error;
    return res
      .status(429)
      .set('Retry-After', error.limit === 'building' ? '60' : '3600')
      .json({ error: 'too_many_downloads', message: error.message });
  }
}
