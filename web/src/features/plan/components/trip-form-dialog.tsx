import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreateTripBody, LocalDate } from '../../../../../contracts/plans/trips.schemas';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { checkTrip, latestOutbound, type TripForm, type TripFormErrors } from '../trip-form.model';
import { CityCombobox, type CitySearch } from './city-combobox';

/**
 * Add or change a trip: the destination from the city list, the outbound
 * date and time (departure at home) and the return date and time (departure
 * at the destination), hotel and gym. Mistakes are shown at the fields; a
 * refusal from the server above the buttons.
 */
export function TripFormDialog({
  mode,
  initial,
  today,
  homePlace,
  pending,
  problem,
  onSubmit,
  onClose,
  search,
}: {
  mode: 'add' | 'edit';
  initial: TripForm;
  today: LocalDate;
  /** The home city's name, to say whose clock the outbound time is on. */
  homePlace: string | undefined;
  pending: boolean;
  problem: string | undefined;
  onSubmit: (body: CreateTripBody) => void;
  onClose: () => void;
  search?: CitySearch;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<TripFormErrors>({});
  const t = (id: string | undefined) => (id ? intl.formatMessage({ id }) : undefined);
  const set = (changes: Partial<TripForm>) => setForm((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTrip(form, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onSubmit(checked.body);
  };

  const destination = form.city?.name;
  return (
    <ModalDialog className="plan-dialog" titleId={titleId} onClose={() => (pending ? undefined : onClose())}>
      <h2 id={titleId} className="modal-dialog__title">
        <FormattedMessage id={mode === 'add' ? 'plan.trip.add-title' : 'plan.trip.edit-title'} />
      </h2>
      <form className="plan-form" noValidate onSubmit={submit}>
        <CityCombobox
          label={intl.formatMessage({ id: 'plan.trip.city' })}
          value={form.city}
          onChange={(city) => set({ city })}
          error={t(errors.city)}
          {...(search ? { search } : {})}
        />
        <fieldset className="plan-form__pair">
          <legend>
            <FormattedMessage id="plan.trip.outbound" />
          </legend>
          <TextField
            name="outboundDate"
            type="date"
            label={intl.formatMessage({ id: 'plan.trip.date' })}
            min={today}
            max={latestOutbound(today)}
            value={form.outboundDate}
            error={t(errors.outboundDate)}
            onChange={(event) => set({ outboundDate: event.target.value })}
          />
          <TextField
            name="outboundTime"
            type="time"
            label={intl.formatMessage(
              { id: homePlace ? 'plan.trip.departure-at' : 'plan.trip.departure-home' },
              { place: homePlace ?? '' },
            )}
            value={form.outboundTime}
            error={t(errors.outboundTime)}
            onChange={(event) => set({ outboundTime: event.target.value })}
          />
        </fieldset>
        <fieldset className="plan-form__pair">
          <legend>
            <FormattedMessage id="plan.trip.return" />
          </legend>
          <TextField
            name="returnDate"
            type="date"
            label={intl.formatMessage({ id: 'plan.trip.date' })}
            min={form.outboundDate || today}
            value={form.returnDate}
            error={t(errors.returnDate)}
            onChange={(event) => set({ returnDate: event.target.value })}
          />
          <TextField
            name="returnTime"
            type="time"
            label={intl.formatMessage(
              { id: destination ? 'plan.trip.departure-at' : 'plan.trip.departure-destination' },
              { place: destination ?? '' },
            )}
            value={form.returnTime}
            error={t(errors.returnTime)}
            onChange={(event) => set({ returnTime: event.target.value })}
          />
        </fieldset>
        <label className="plan-check">
          <input type="checkbox" checked={form.hotel} onChange={(event) => set({ hotel: event.target.checked })} />
          <FormattedMessage id="plan.trip.hotel" />
        </label>
        <label className="plan-check">
          <input type="checkbox" checked={form.gym} onChange={(event) => set({ gym: event.target.checked })} />
          <FormattedMessage id="plan.trip.gym" />
        </label>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <div className="modal-dialog__actions">
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            <FormattedMessage id={pending ? 'plan.trip.saving' : 'plan.trip.save'} />
          </Button>
          <Button variant="ghost" disabled={pending} onClick={onClose}>
            <FormattedMessage id="plan.trip.cancel" />
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
