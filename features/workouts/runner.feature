@machine
Feature: Free workout runner
  The runner takes a traveller through their free workout one exercise at a
  time: it times each set, rests 15 seconds between sets and moves on by
  itself. Next Exercise skips ahead; Complete Workout, on the last exercise,
  ends the workout. The runner keeps real time: a tab left in the background
  or a laptop put to sleep finds it where a wall clock would. A reload finds
  the workout where it was.

  Rule: The runner opens on the first exercise, set 1, with the set's full time

    Scenario: Opening the runner
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |
      When the traveller opens the runner
      Then the runner shows "Push-up" set 1 of 3 with 30 seconds left
      And the runner waits for the traveller to start
      When 60 seconds pass
      Then the timer has 30 seconds left

  Rule: When a set ends and sets remain, a 15-second rest starts

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |
      And the traveller starts the workout

    Scenario: The first set of push-ups ends
      When 29.9 seconds pass
      Then the runner shows "Push-up" set 1 of 3 with 0.1 seconds left
      When 0.1 seconds more pass
      Then the runner is resting with 15 seconds left
      And the set shown is 2 of 3

    Scenario: The rest ends and the next set starts
      When 45 seconds pass
      Then the runner shows "Push-up" set 2 of 3 with 30 seconds left
      And the runner is running

  Rule: After the last set of an exercise that is not the last, the next exercise starts at set 1

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |

    Scenario: The third set of push-ups ends
      Given the runner is running on "Push-up" set 3
      When 30 seconds pass
      Then the runner shows "Plank" set 1 of 2 with 45 seconds left
      And the runner is running

  Rule: After the last set of the last exercise the workout is finished

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |

    Scenario: The last set of planks ends
      Given the runner is running on "Plank" set 2
      When 45 seconds pass
      Then the runner stops at the end of the workout
      And the runner shows "Plank" set 2 of 2 with 0 seconds left
      And Complete Workout is offered
      When 60 seconds more pass
      Then the runner stops at the end of the workout

  Rule: Next Exercise moves on to the next exercise at set 1, paused

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |

    Scenario: Skipping the rest of the push-ups
      Given the runner is running on "Push-up" set 2
      And 10 seconds pass
      When the traveller chooses Next Exercise
      Then the runner shows "Plank" set 1 of 2 with 45 seconds left
      And the runner is paused
      When 60 seconds pass
      Then the timer has 45 seconds left
      When the traveller resumes the workout
      And 45 seconds pass
      Then the runner is resting with 15 seconds left
      And the set shown is 2 of 2

    Scenario: Skipping during a rest
      Given the traveller starts the workout
      And 35 seconds pass
      When the traveller chooses Next Exercise
      Then the runner shows "Plank" set 1 of 2 with 45 seconds left
      And the runner is paused

    Scenario: Skipping before starting
      When the traveller opens the runner
      And the traveller chooses Next Exercise
      Then the runner shows "Plank" set 1 of 2 with 45 seconds left
      And the runner is paused

    Scenario: There is no exercise after the last
      Given the runner is running on "Plank" set 1
      Then Next Exercise is not offered

  Rule: Each set is timed from the exercise's reps or time; a set without a time gets 30 seconds

    Scenario Outline: A set of "<reps or time>" lasts <seconds> seconds
      Given a free workout of "Squat" for 3 sets of "<reps or time>"
      When the traveller starts the workout
      Then the runner shows "Squat" set 1 of 3 with <seconds> seconds left
      When <seconds> seconds pass
      Then the runner is resting with 15 seconds left

      Examples: A time in seconds or minutes
        | reps or time         | seconds |
        | 30 seconds           | 30      |
        | 45s                  | 45      |
        | 1 minute             | 60      |
        | 1 min                | 60      |
        | 1 min 30 s           | 90      |
        | 30 segundos          | 30      |

      Examples: A time on each side is timed for both sides
        | reps or time         | seconds |
        | 20 seconds each side | 40      |

      Examples: Reps or anything else that is not a time
        | reps or time         | seconds |
        | 12 reps              | 30      |
        | 10 each side         | 30      |
        | as many as you can   | 30      |

  Rule: A generated workout is timed as it promises: its own set times and rests, per-side sets in two halves
    Where the spec is silent (ADR 0030): a workout that carries the engine's timing (work,
    rest between sets, rest after, per side) is timed from it, the rest after an exercise
    included, so the runner takes the minutes the workout promised; the 15-second rest and
    the 30-second default apply to workouts that do not carry it.

    Background:
      Given a generated workout:
        | exercise          | sets | reps or time        | work seconds | rest between sets | rest after | per side |
        | Bodyweight squat  | 2    | 12 reps             | 35           | 20                | 30         | no       |
        | Side plank        | 2    | 20 seconds per side | 40           | 20                | 0          | yes      |
      And the traveller starts the workout

    Scenario: A rep set lasts its reps at the exercise's tempo, then the workout's own rests
      Then the runner shows "Bodyweight squat" set 1 of 2 with 35 seconds left
      When 35 seconds pass
      Then the runner is resting with 20 seconds left
      When 55 seconds pass
      Then the runner is resting with 30 seconds left
      And the runner shows what comes next: "Side plank" set 1 of 2

    Scenario: A per-side set is timed as two halves with a cue to switch sides
      When 120 seconds pass
      Then the runner shows "Side plank" set 1 of 2 with 20 seconds left
      And the runner shows side 1 of 2, after 0 cues to switch sides
      When 20 seconds pass
      Then the runner shows "Side plank" set 1 of 2 with 20 seconds left
      And the runner shows side 2 of 2, after 1 cue to switch sides

    Scenario: The runner times the whole workout in the time it was planned
      When 219.9 seconds pass
      Then the runner is running
      When 0.1 seconds more pass
      Then the runner stops at the end of the workout

  Rule: The last three seconds of every set and rest beep, and a cue says what comes next
    The runner shares the generator's sound (issue 11): beeps at 3, 2 and 1
    seconds before the end at 600, 700 and 800 Hz, then a cue at the end —
    rest, go, switch sides or workout done — with a vibration where the
    phone has one. Nothing sounds while paused, or with sound effects off.

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |
      And the traveller starts the workout

    Scenario: The end of a set: three beeps, then the rest cue
      When 20 seconds pass
      Then the runner will sound:
        | in seconds | sound       |
        | 7          | beep 600 Hz |
        | 8          | beep 700 Hz |
        | 9          | beep 800 Hz |
        | 10         | rest cue    |

    Scenario: The end of a rest: three beeps, then go
      When 30 seconds pass
      Then the runner will sound:
        | in seconds | sound       |
        | 12         | beep 600 Hz |
        | 13         | beep 700 Hz |
        | 14         | beep 800 Hz |
        | 15         | go cue      |

    Scenario: The last set of the workout ends with the workout-done cue
      Given the runner is running on "Plank" set 2
      When 43.5 seconds pass
      Then the runner will sound:
        | in seconds | sound             |
        | 0.5        | beep 800 Hz       |
        | 1.5        | workout done cue  |

    Scenario: A paused runner sounds nothing
      When the traveller pauses the workout
      Then the runner will sound nothing

  Rule: A per-side set cues the switch halfway

    Scenario: Halfway through a side plank
      Given a generated workout:
        | exercise   | sets | reps or time        | work seconds | rest between sets | rest after | per side |
        | Side plank | 2    | 20 seconds per side | 40           | 20                | 0          | yes      |
      And the traveller starts the workout
      When 15 seconds pass
      Then the runner will sound:
        | in seconds | sound             |
        | 2          | beep 600 Hz       |
        | 3          | beep 700 Hz       |
        | 4          | beep 800 Hz       |
        | 5          | switch sides cue  |

  Rule: An exercise has 3 sets when the workout does not say how many

    Scenario: A squat with no number of sets
      Given a free workout:
        | exercise | sets | reps or time |
        | Squat    |      | 30 seconds   |
      When the traveller opens the runner
      Then the runner shows "Squat" set 1 of 3 with 30 seconds left

  Rule: Pausing keeps the time left

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |
      And the traveller starts the workout

    Scenario: Pausing during a set
      Given 12 seconds pass
      When the traveller pauses the workout
      And the traveller takes a 10-minute break
      Then the runner shows "Push-up" set 1 of 3 with 18 seconds left
      And the runner is paused
      When the traveller resumes the workout
      And 17.9 seconds pass
      Then the set shown is 1 of 3
      When 0.1 seconds more pass
      Then the runner is resting with 15 seconds left

    Scenario: Pausing during a rest
      Given 34 seconds pass
      When the traveller pauses the workout
      And the traveller takes a 10-minute break
      Then the runner is resting with 11 seconds left
      And the runner is paused
      When the traveller resumes the workout
      And 11 seconds pass
      Then the runner shows "Push-up" set 2 of 3 with 30 seconds left

  Rule: A tab in the background or a sleeping laptop does not make the runner drift
    The browser may hold the runner's timers back while its tab is in the
    background or the laptop sleeps. When the runner hears from the clock
    again, every set and rest that should have ended has ended, and it is
    where it would have been had the traveller watched it all along.

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |
      And the traveller starts the workout

    Scenario Outline: Back after <gap> in the background
      When the runner's tab stays in the background for <gap>
      Then the runner shows "<exercise>" set <set> of <sets> with <left> left
      And the runner is running

      Examples:
        | gap         | exercise | set | sets | left       |
        | 50 seconds  | Push-up  | 2   | 3    | 25 seconds |
        | 100 seconds | Push-up  | 3   | 3    | 20 seconds |
        | 140 seconds | Plank    | 1   | 2    | 25 seconds |
        | 200 seconds | Plank    | 2   | 2    | 25 seconds |

    Scenario: A tab in front reads the same as one back from the background
      When 140 seconds pass one second at a time
      Then the runner shows "Plank" set 1 of 2 with 25 seconds left

    Scenario: Back in the background during a rest
      When the runner's tab stays in the background for 170 seconds
      Then the runner is resting with 10 seconds left
      And the set shown is 2 of 2

    Scenario: A laptop that sleeps past the end of the workout
      When the laptop sleeps for 10 minutes
      Then the runner stops at the end of the workout
      And Complete Workout is offered

  Rule: A reload keeps the workout where it was, paused
    Reloading the page, or a phone reopening a tab it had put away, finds the
    runner on the same exercise, set and phase, paused with the time it
    showed. The time the page was away does not count: it may be hours.

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |

    Scenario: Reloading during a set
      Given the runner is running on "Plank" set 2
      And 10 seconds pass
      When the traveller reloads the page
      Then the runner shows "Plank" set 2 of 2 with 35 seconds left
      And the runner is paused
      When the traveller resumes the workout
      And 35 seconds pass
      Then the runner stops at the end of the workout

    Scenario: Reloading during a rest
      Given the traveller starts the workout
      And 34 seconds pass
      When the traveller reloads the page
      Then the runner is resting with 11 seconds left
      And the set shown is 2 of 3
      And the runner is paused

    Scenario: Coming back to the page hours later
      Given the runner is running on "Push-up" set 2
      And 10 seconds pass
      When the traveller reloads the page 3 hours later
      Then the runner shows "Push-up" set 2 of 3 with 20 seconds left
      And the runner is paused

    Scenario: Reloading a paused workout
      Given the traveller opens the runner
      And the traveller chooses Next Exercise
      When the traveller reloads the page
      Then the runner shows "Plank" set 1 of 2 with 45 seconds left
      And the runner is paused

    Scenario: Reloading after the last set
      Given the runner is running on "Plank" set 2
      And 45 seconds pass
      When the traveller reloads the page
      Then the runner stops at the end of the workout
      And Complete Workout is offered

    Scenario: A new workout starts from its beginning
      Given the runner is running on "Plank" set 1
      When the traveller leaves the runner
      And the traveller gets a new free workout of "Squat" for 3 sets of "30 seconds"
      And the traveller opens the runner
      Then the runner shows "Squat" set 1 of 3 with 30 seconds left
      And the runner waits for the traveller to start

  Rule: Complete Workout, on the last exercise, ends the workout

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |

    Scenario: Completing the workout during the last exercise
      Given the runner is running on "Plank" set 1
      Then Complete Workout is offered
      When the traveller chooses Complete Workout
      Then the workout is completed

    Scenario: Completing the workout after its last set
      Given the runner is running on "Plank" set 2
      And 45 seconds pass
      When the traveller chooses Complete Workout
      Then the workout is completed

    Scenario: Complete Workout is not offered before the last exercise
      Given the runner is running on "Push-up" set 1
      Then Complete Workout is not offered
      And Next Exercise is offered

  Rule: During a rest the runner shows what comes next, and the rest can be skipped
    Decision (issue 9): Skip rest starts the coming set at once with its full
    time, running or paused as the runner was.

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |
      And the traveller starts the workout

    Scenario: Skipping the rest after the first set of push-ups
      Given 35 seconds pass
      Then the runner is resting with 10 seconds left
      And the runner shows what comes next: "Push-up" set 2 of 3
      And Skip rest is offered
      When the traveller skips the rest
      Then the runner shows "Push-up" set 2 of 3 with 30 seconds left
      And the runner is running
      And Skip rest is not offered
      When 30 seconds pass
      Then the runner is resting with 15 seconds left
      And the set shown is 3 of 3

    Scenario: Skipping a rest while paused keeps the runner paused
      Given 35 seconds pass
      And the traveller pauses the workout
      When the traveller skips the rest
      Then the runner shows "Push-up" set 2 of 3 with 30 seconds left
      And the runner is paused

    Scenario: There is no rest to skip during a set
      Given 10 seconds pass
      Then Skip rest is not offered

  Rule: The Space key starts, pauses and resumes the workout

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |

    Scenario: Space starts, pauses and resumes
      Given the traveller opens the runner
      When the traveller presses Space
      Then the runner is running
      When 10 seconds pass
      And the traveller presses Space
      Then the runner is paused
      And the runner shows "Push-up" set 1 of 3 with 20 seconds left
      When the traveller presses Space
      Then the runner is running

    Scenario: Space does nothing once the workout has run out
      Given the runner is running on "Plank" set 2
      And 45 seconds pass
      When the traveller presses Space
      Then the runner stops at the end of the workout

  Rule: The progress bar shows how much of the workout is done
    Spec 2 §4: (exercise index + sets done / sets) / exercises × 100.

    Background:
      Given a free workout:
        | exercise | sets | reps or time |
        | Push-up  | 3    | 30 seconds   |
        | Plank    | 2    | 45 seconds   |

    Scenario: Nothing is done before the first set ends
      When the traveller opens the runner
      Then the workout is 0% done

    Scenario: Progress grows set by set and reaches 100% at the end
      Given the traveller starts the workout
      When 30 seconds pass
      Then the workout is 17% done
      Given the runner is running on "Plank" set 1
      Then the workout is 50% done
      When 45 seconds pass
      Then the workout is 75% done
      When 60 seconds pass
      Then the runner stops at the end of the workout
      And the workout is 100% done

  Rule: Without a stored workout the runner shows an error

    Scenario: Opening the runner with no workout stored
      Given no free workout is stored
      When the traveller opens the runner
      Then the runner shows that no workout is loaded
