import { useId, useRef, useState } from 'react';
import { MESSAGES, UPLOAD_ADVISED_KB, UPLOAD_LIMITS } from '@haat/contracts';
import { showToast } from '../../../lib/show-toast';
import { uploadImages, UploadError } from '../api/upload-images';

interface ImageUploadProps {
  label: string;
  /** Several files at once (product images) or one (a category's image). */
  multiple?: boolean;
  onUploaded: (addresses: string[]) => void;
  /** Why the field is refused, if it is. */
  error?: string | undefined;
}

/**
 * A file picker that uploads at once, with a progress bar and the toasts of docs/product.md,
 * "Admin: products": 'Uploading images...', then 'Images uploaded successfully!' or the advice to
 * stay under 250 KB.
 */
export function ImageUpload({ label, multiple = false, onUploaded, error }: ImageUploadProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(list: FileList | null) {
    const files = [...(list ?? [])].slice(0, UPLOAD_LIMITS.maxFiles);
    if (files.length === 0) return;
    setProgress(0);
    void showToast((toast) => toast.info(MESSAGES.uploading, { toastId: 'uploading' }));
    try {
      const addresses = await uploadImages(files, setProgress);
      void showToast((toast) => {
        toast.dismiss('uploading');
        return toast.success(MESSAGES.uploaded);
      });
      onUploaded(addresses);
    } catch (failure) {
      const reason = failure instanceof UploadError ? failure.body?.message : undefined;
      console.error('Upload failed', reason ?? failure);
      void showToast((toast) => {
        toast.dismiss('uploading');
        return toast.error(MESSAGES.uploadFailed);
      });
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        multiple={multiple}
        disabled={progress !== null}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void upload(event.target.files)}
        className="mt-1.5 block w-full rounded-xl bg-white px-2 py-2 text-sm text-ink-800 ring-1 ring-ink-300 ring-inset file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-700">
        Images under {UPLOAD_ADVISED_KB}kb upload best (JPEG, PNG, WebP or AVIF).
      </p>
      {progress !== null && (
        <progress
          value={Math.round(progress * 100)}
          max={100}
          aria-label="Upload progress"
          className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-700"
        />
      )}
      {error && <p className="mt-1.5 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
