import { CALL_PATHS, UPLOAD_FIELD, type CallAnswer, type ErrorBody } from '@haat/contracts';

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

/** The declared upload call: its method and path are CALL_PATHS', never spelled here. */
const UPLOAD = CALL_PATHS['media.images.upload'];

/**
 * media.images.upload (docs/product.md, "Admin: products"): the files under `photos`, answering
 * their image addresses. An XMLHttpRequest rather than fetch (so not lib/fetch-json's callApi),
 * because only it reports upload progress (0 to 1).
 */
export function uploadImages(
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<CallAnswer<'media.images.upload'>> {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(UPLOAD.method, UPLOAD.path);
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
