import { useCallback, useMemo, useState } from 'react';
import {
  EMPTY_DRAFT,
  loadPlace,
  readPlace,
  savePlace,
  type PlaceDraft,
  type PlaceField,
  type PlaceProblems,
  type PlaceReading,
} from './training-place.model';

/** The "Where are you training?" field's state, held by the screen that sends the workout. */
export interface TrainingPlaceState {
  draft: PlaceDraft;
  problems: PlaceProblems;
  /** Counts the checks that failed: each one moves the focus to the first field to fix. */
  failedChecks: number;
  change: (field: PlaceField, value: string) => void;
  /** Empties both fields and forgets the remembered place at once. */
  clear: () => void;
  /**
   * Reads the draft when the workout is about to be sent: a place (or none)
   * is remembered for the next workout and answered; a city without its
   * country (or the reverse) shows what to fix and answers the problems.
   */
  confirm: () => PlaceReading;
}

/** Starts from the place remembered on this device, so the next workout is prefilled. */
export function useTrainingPlace(): TrainingPlaceState {
  const [draft, setDraft] = useState<PlaceDraft>(() => loadPlace() ?? EMPTY_DRAFT);
  const [problems, setProblems] = useState<PlaceProblems>({});
  const [failedChecks, setFailedChecks] = useState(0);

  const change = useCallback((field: PlaceField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  }, []);

  const clear = useCallback(() => {
    setDraft(EMPTY_DRAFT);
    setProblems({});
    savePlace(null);
  }, []);

  const confirm = useCallback((): PlaceReading => {
    const reading = readPlace(draft);
    if (reading.ok) {
      setProblems({});
      savePlace(reading.place);
    } else {
      setProblems(reading.problems);
      setFailedChecks((count) => count + 1);
    }
    return reading;
  }, [draft]);

  return useMemo(
    () => ({ draft, problems, failedChecks, change, clear, confirm }),
    [draft, problems, failedChecks, change, clear, confirm],
  );
}
