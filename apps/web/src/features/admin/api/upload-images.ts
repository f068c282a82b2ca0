import type { ErrorBody } from '@haat/contracts';

/** Why an upload failed: the server's error body when it answered, and its status. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body: ErrorBody | undefined,
  ) {
    super(message);
  }
}

/**
 * POST /upload (docs/product.md, "Admin: products"): the files under `photos`, answering their
 * image addresses. An XMLHttpRequest rather than fetch, because only it reports upload progress (0
 * to 1).
 */
export function uploadImages(
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('photos', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload');
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300 && Array.isArray(body)) {
        onProgress(1);
        resolve(body as string[]);
        return;
      }
      const error = body && typeof body === 'object' ? (body as ErrorBody) : undefined;
      reject(new UploadError(error?.message ?? 'Upload failed', request.status, error));
    };
    request.onerror = () => reject(new UploadError('Upload failed', undefined, undefined));
    request.send(form);
  });
}
