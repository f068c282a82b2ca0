import { useState } from 'react';
import { secondaryButtonClass } from '../../../components/styles';

interface ImageOrderProps {
  images: readonly string[];
  onChange: (images: string[]) => void;
}

/** `images` with the one at `from` moved to index `to`. */
export function moveImage(images: readonly string[], from: number, to: number): string[] {
  const next = [...images];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.min(Math.max(to, 0), next.length), 0, moved);
  return next;
}

const smallButton = `${secondaryButtonClass} px-3 py-1.5`;

/**
 * The uploaded images, the first being the one lists show. Each can be removed or sent to a
 * target position (docs/product.md, "Admin: products": from 1 to the number of images); on a
 * desktop they can be dragged.
 */
export function ImageOrder({ images, onChange }: ImageOrderProps) {
  const [targets, setTargets] = useState<Record<number, string>>({});
  const [dragged, setDragged] = useState<number | null>(null);

  function move(from: number) {
    const target = Number(targets[from]);
    if (!Number.isInteger(target) || target < 1 || target > images.length) return;
    setTargets({});
    onChange(moveImage(images, from, target - 1));
  }

  if (images.length === 0) return null;
  return (
    <ol
      aria-label="Uploaded images"
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6"
    >
      {images.map((image, index) => {
        const label = `image ${index + 1}`;
        const target = targets[index] ?? '';
        const valid =
          target !== '' &&
          Number.isInteger(Number(target)) &&
          Number(target) >= 1 &&
          Number(target) <= images.length;
        return (
          <li
            key={`${image}-${index}`}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && dragged !== index)
                onChange(moveImage(images, dragged, index));
              setDragged(null);
            }}
            className="flex flex-col gap-2 rounded-xl bg-white p-2 ring-1 ring-ink-200"
          >
            <div className="relative">
              <img
                src={image}
                alt={`Product ${label}`}
                width={160}
                height={160}
                className="aspect-square w-full cursor-grab rounded-lg object-cover"
              />
              <span className="absolute top-1 left-1 rounded-full bg-ink-900/80 px-2 text-xs font-bold text-white">
                {index + 1}
              </span>
            </div>
            <div className="flex items-end gap-1.5">
              <div className="min-w-0 flex-1">
                <label
                  htmlFor={`target-${index}`}
                  className="block text-xs font-semibold text-ink-800"
                >
                  Target position
                </label>
                <input
                  id={`target-${index}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={images.length}
                  value={target}
                  aria-label={`Target position for ${label}`}
                  onChange={(event) => setTargets({ ...targets, [index]: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      move(index);
                    }
                  }}
                  className="mt-1 block w-full rounded-lg px-2 py-1.5 text-sm ring-1 ring-ink-300 ring-inset focus:ring-2 focus:ring-brand-700 focus:outline-none"
                />
              </div>
              <button
                type="button"
                disabled={!valid}
                onClick={() => move(index)}
                aria-label={`Move ${label}`}
                className={`${smallButton} disabled:cursor-not-allowed disabled:opacity-50`}
              >
                Move
              </button>
            </div>
            <button
              type="button"
              onClick={() => onChange(images.filter((_, at) => at !== index))}
              aria-label={`Remove ${label}`}
              className={`${smallButton} text-red-800`}
            >
              Remove
            </button>
          </li>
        );
      })}
    </ol>
  );
}
