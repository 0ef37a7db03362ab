import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { QuickModes } from '../../../../../contracts/workouts/quick-flight';
import { SwitchField } from '../../../components/ui/switch-field';

/** Quiet and no sweat (ADR 0043): switched before a context is chosen, sent with the workout it asks for. */
export function ModeSwitches({ modes, onChange }: { modes: QuickModes; onChange: (modes: QuickModes) => void }) {
  const legendId = useId();
  return (
    <fieldset className="quick-modes" aria-labelledby={legendId}>
      <legend id={legendId} className="quick-modes__legend">
        <FormattedMessage id="quick-flight.modes.legend" />
      </legend>
      <SwitchField
        name="quiet"
        label={<FormattedMessage id="quick-flight.modes.quiet" />}
        hint={<FormattedMessage id="quick-flight.modes.quiet-hint" />}
        checked={modes.quiet ?? false}
        onChange={(quiet) => onChange({ ...modes, quiet })}
      />
      <SwitchField
        name="noSweat"
        label={<FormattedMessage id="quick-flight.modes.no-sweat" />}
        hint={<FormattedMessage id="quick-flight.modes.no-sweat-hint" />}
        checked={modes.noSweat ?? false}
        onChange={(noSweat) => onChange({ ...modes, noSweat })}
      />
    </fieldset>
  );
}
