/** An optional picture of a form: the stored one, a file field to replace it and a box to remove it. */
import { useId } from 'react';
import type { ImageAsset } from '@vitrin/shared-libs/types/api';
import { contentText } from '../i18n/contentTexts';

export interface ImageFieldProps {
  legend: string;
  /** Alt text of the stored picture. */
  currentAlt: string;
  stored: Pick<ImageAsset, 'url' | 'variants'> | null;
  remove: boolean;
  onRemoveChange: (remove: boolean) => void;
  onFile: (file: File | null) => void;
  error?: string;
}

export function ImageField({ legend, currentAlt, stored, remove, onRemoveChange, onFile, error }: ImageFieldProps) {
  const id = useId();
  return (
    <fieldset className="mt-4">
      <legend className="h6">{legend}</legend>
      {stored && !remove && (
        <img
          src={stored.variants[0]?.url ?? stored.url}
          alt={currentAlt}
          className="img-thumbnail mb-2"
          style={{ maxHeight: 120 }}
        />
      )}
      <div className="mb-2">
        <label className="form-label visually-hidden" htmlFor={`${id}-file`}>
          {legend}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-describedby={`${id}-help`}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
        <div id={`${id}-help`} className={error ? 'text-danger small mt-1' : 'form-text'}>
          {error ?? contentText('imageHelp')}
        </div>
      </div>
      {stored && (
        <div className="form-check">
          <input
            id={`${id}-remove`}
            type="checkbox"
            className="form-check-input"
            checked={remove}
            onChange={(event) => onRemoveChange(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${id}-remove`}>
            {contentText('removeImage')}
          </label>
        </div>
      )}
    </fieldset>
  );
}
