import { TextField } from '../../../components/forms/TextField';
import { secondaryButtonClass } from '../../../components/styles';
import { ImageUpload } from './ImageUpload';

interface CategoryFieldsProps {
  nameLabel: string;
  name: string;
  onNameChange: (name: string) => void;
  image: string | null;
  onImageChange: (image: string | null) => void;
}

/** A category's name and optional image, as the add form and a row's edit form take them. */
export function CategoryFields({
  nameLabel,
  name,
  onNameChange,
  image,
  onImageChange,
}: CategoryFieldsProps) {
  return (
    <>
      <TextField
        label={nameLabel}
        value={name}
        required
        maxLength={60}
        onChange={(event) => onNameChange(event.target.value)}
      />
      <ImageUpload
        label="Category image (optional)"
        onUploaded={([address]) => address && onImageChange(address)}
      />
      {image && (
        <div className="flex items-center gap-3">
          <img
            src={image}
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-lg object-cover"
          />
          <button
            type="button"
            onClick={() => onImageChange(null)}
            className={`${secondaryButtonClass} px-4 py-2`}
          >
            Remove image
          </button>
        </div>
      )}
    </>
  );
}
