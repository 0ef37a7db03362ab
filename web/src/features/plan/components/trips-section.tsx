import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreateTripBody, LocalDate, Trip } from '../../../../../contracts/plans/trips.schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { useCreateTrip, useDeleteTrip, useTrips, useUpdateTrip } from '../api/plan.api';
import { formatClock, formatDay } from '../plan-format';
import { planProblem } from '../plan-problem';
import { NEW_TRIP, tripToForm } from '../trip-form.model';
import { TripFormDialog } from './trip-form-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; trip: Trip } | null;

/** The traveller's trips: list, add, change, delete (asked first). Every change rebuilds the plan in the background. */
export function TripsSection({ viewer, today, homePlace }: { viewer: string; today: LocalDate; homePlace: string | undefined }) {
  const intl = useIntl();
  const toast = useToast();
  const titleId = useId();
  const trips = useTrips(viewer);
  const create = useCreateTrip();
  const update = useUpdateTrip();
  const remove = useDeleteTrip();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Trip | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const close = () => {
    setEditing(null);
    setProblem(undefined);
  };
  const saved = (messageId: string) => {
    close();
    toast.show({ title: intl.formatMessage({ id: messageId }), tone: 'success' });
  };
  const save = (body: CreateTripBody) => {
    const onError = (error: unknown) => setProblem(planProblem(intl, error, 'plan.trip.save-failed'));
    if (editing?.mode === 'edit')
      update.mutate({ id: editing.trip.id, changes: body }, { onSuccess: () => saved('plan.trip.updated'), onError });
    else create.mutate(body, { onSuccess: () => saved('plan.trip.added'), onError });
  };
  const confirmDelete = (trip: Trip) =>
    remove.mutate(trip.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.show({ title: intl.formatMessage({ id: 'plan.trip.deleted' }), tone: 'success' });
      },
      onError: (error) => {
        setDeleting(null);
        toast.show({ title: planProblem(intl, error, 'plan.trip.delete-failed'), tone: 'error' });
      },
    });

  return (
    <section className="plan-panel" aria-labelledby={titleId}>
      <div className="plan-panel__heading">
        <h2 id={titleId} className="plan-section__title">
          <FormattedMessage id="plan.trips.title" />
        </h2>
        <Button size="sm" onClick={() => setEditing({ mode: 'add' })}>
          <FormattedMessage id="plan.trips.add" />
        </Button>
      </div>
      {trips.isPending ? (
        <p role="status">
          <FormattedMessage id="plan.loading" />
        </p>
      ) : trips.isError ? (
        <p role="alert">
          <FormattedMessage id="plan.trips.load-failed" />
        </p>
      ) : trips.data.length === 0 ? (
        <p className="plan-muted">
          <FormattedMessage id="plan.trips.empty" />
        </p>
      ) : (
        <ul className="plan-trips">
          {trips.data.map((trip) => (
            <li key={trip.id} className="plan-trip">
              <p className="plan-trip__city">
                <strong>{trip.city.name}</strong>, {trip.city.country}
              </p>
              <p className="plan-trip__dates">
                <FormattedMessage
                  id="plan.trip.summary"
                  values={{
                    out: formatDay(intl.locale, trip.outboundDate),
                    outTime: formatClock(intl.locale, trip.outboundTime),
                    back: formatDay(intl.locale, trip.returnDate),
                    backTime: formatClock(intl.locale, trip.returnTime),
                  }}
                />
              </p>
              <p className="plan-muted">
                <FormattedMessage id={trip.hotel ? 'plan.trip.in-hotel' : 'plan.trip.no-hotel'} />
                {trip.gym ? (
                  <>
                    {' · '}
                    <FormattedMessage id="plan.trip.with-gym" />
                  </>
                ) : null}
              </p>
              <div className="plan-trip__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={intl.formatMessage({ id: 'plan.trip.edit-named' }, { city: trip.city.name })}
                  onClick={() => setEditing({ mode: 'edit', trip })}
                >
                  <FormattedMessage id="plan.trip.edit" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={intl.formatMessage({ id: 'plan.trip.delete-named' }, { city: trip.city.name })}
                  onClick={() => setDeleting(trip)}
                >
                  <FormattedMessage id="plan.trip.delete" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <TripFormDialog
          mode={editing.mode}
          initial={editing.mode === 'edit' ? tripToForm(editing.trip) : NEW_TRIP}
          today={today}
          homePlace={homePlace}
          pending={create.isPending || update.isPending}
          problem={problem}
          onSubmit={save}
          onClose={close}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'plan.trip.delete-title' })}
          body={intl.formatMessage({ id: 'plan.trip.delete-body' }, { city: deleting.city.name })}
          confirm={intl.formatMessage({ id: remove.isPending ? 'plan.trip.deleting' : 'plan.trip.delete-confirm' })}
          keep={intl.formatMessage({ id: 'plan.trip.delete-keep' })}
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onKeep={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
