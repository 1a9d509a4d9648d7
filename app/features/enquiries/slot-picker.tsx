import '../../i18n/catalogues/showings.ts';
import { useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { SHOWING_HORIZON_DAYS, type ShowingDay } from '../../../shared/domain/showings.ts';
import { formatShowingDay, formatShowingTime } from '../../../shared/domain/showing-format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * The free showing times (issue 30) as one radio group per day, named `slot` (the start's ISO
 * instant). Works without JavaScript: plain radios in the form.
 */
export function SlotPicker({
  days,
  error,
  defaultValue,
}: {
  days: ShowingDay[];
  error?: string;
  defaultValue?: string;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  return (
    <fieldset
      className="slot-picker"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="slot-picker__legend">{t('showings.picker.legend')}</legend>
      <p id={`${id}-hint`} className="slot-picker__hint">
        {t('showings.picker.hint', { count: SHOWING_HORIZON_DAYS })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="slot-picker__days">
        {days.map((day) => (
          <div key={day.date} className="slot-picker__day" role="group" aria-labelledby={`${id}-${day.date}`}>
            <p id={`${id}-${day.date}`} className="slot-picker__date">
              {formatShowingDay(day.date, language)}
            </p>
            <div className="slot-picker__times">
              {day.slots.map((slot) => (
                <label key={slot.start} className="slot-picker__time">
                  <input
                    type="radio"
                    name="slot"
                    value={slot.start}
                    defaultChecked={slot.start === defaultValue}
                    required
                  />
                  <span>
                    {formatShowingTime(slot.start, language)}
                    {slot.remaining > 1 ? (
                      <span className="slot-picker__places">
                        {t('showings.picker.places', { count: slot.remaining })}
                      </span>
                    ) : null}
                  </span>
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
