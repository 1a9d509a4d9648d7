import { useEffect, useState } from 'react';
import { ImageIcon } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';

/**
 * Spec 2.11: a placeholder until a file is chosen, then a local preview. The file never leaves the
 * browser (the input has no name, so the form does not send it).
 */
export function LogoPicker({ id }: { id: string }) {
  const t = useT();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    return () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    };
  }, [previewUrl]);
  return (
    <div className="logo-picker">
      {previewUrl ? (
        <img
          className="logo-picker__preview"
          src={previewUrl}
          alt={t('agents.form.logoPreview')}
          width={120}
          height={120}
        />
      ) : (
        <div
          className="logo-picker__preview logo-picker__placeholder"
          role="img"
          aria-label={t('agents.form.logoPlaceholder')}
        >
          <ImageIcon aria-hidden="true" size={40} />
        </div>
      )}
      <div className="field">
        <label htmlFor={id}>
          {t('agents.form.logo')} <span className="field__optional">{t('agents.form.optional')}</span>
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setPreviewUrl(file ? URL.createObjectURL(file) : null);
          }}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('agents.form.logoHint')}
        </p>
      </div>
    </div>
  );
}
