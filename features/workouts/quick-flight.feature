@machine
Feature: Quick flight mode
  A traveller with a few minutes to spare says where they are: waiting at
  the gate, in a taxi, in the hotel room or in a break between meetings.
  The app designs a beginner bodyweight workout that fits those minutes,
  plays it, and records it when they mark it as completed, showing the
  points it earned. Anonymous travellers use it with their device.

  Choices recorded here (the spec reads two ways or is silent):
  - the workout is recorded with its own total minutes, the place of the
    context and the traveller's time zone, under a completion id made once
    per workout, so sending it again never counts it twice;
  - when recording fails, the workout stays on screen with "Failed to
    complete workout", and Try Again sends the same completion again; when
    designing fails, Try Again goes back to the context cards;
  - a free traveller who has used the week's 2 workouts is invited to the
    3-day free trial, as the generator invites non-subscribers, and told
    when the week's workouts come back;
  - "Where are you training?" is optional: a workout marked as completed
    with a city and its country is recorded there (a passport stamp and a
    row on that city's leaderboard), one without is recorded without a
    place and still earns its points and streak day
    (features/progress/passport.feature).

  Background:
    Given the traveller's time zone is "Europe/Madrid"
    And the traveller opens quick flight mode

  Rule: Each context asks for a workout of its minutes, designed for its place

    Scenario Outline: <context>: a <minutes>-minute workout for <place>, marked as completed
      Then quick flight shows the context cards
      When the traveller chooses "<context>"
      Then quick flight is designing the workout
      And quick mode asked for a <minutes>-minute beginner bodyweight workout for <place>
      When the server answers with a <minutes>-minute workout of 3 exercises
      Then quick flight shows the workout with the player on exercise 1 of 3
      When the traveller marks the workout as completed
      Then the workout is recorded as <minutes> minutes in "Europe/Madrid" for <place>
      When the server answers that it earned 125 points
      Then quick flight shows the context cards with the Workout completed alert and 125 points

      Examples:
        | context       | minutes | place             |
        | Gate wait     | 10      | the airport       |
        | Taxi ride     | 8       | a seat in transit |
        | Hotel room    | 15      | a hotel room      |
        | Meeting break | 5       | an office         |

  Rule: The workout's title names its minutes once, without "Travel Reset"

    Scenario Outline: A workout titled "<title>" is shown as "<shown>"
      When the traveller chooses "Gate wait"
      And the server answers with a <minutes>-minute workout titled "<title>" in <language>
      Then quick flight shows the workout as "<shown>"

      Examples:
        | title                                                     | minutes | language | shown                                                                   |
        | Airport Gate Full Body Workout                            | 10      | English  | 10-Minute Airport Gate Full Body Workout                                |
        | Travel Reset: 20-Minute Airport Gate Mobility Workout     | 10      | English  | 10-Minute Airport Gate Mobility Workout                                 |
        | Travel Reset                                              | 10      | English  | 10-Minute Hotel Room Full Body Workout                                  |
        | Entrenamiento de cuerpo completo en la puerta de embarque | 10      | Spanish  | Entrenamiento de cuerpo completo en la puerta de embarque de 10 minutos |

  Rule: The workout is recorded where the traveller says they trained, or without a place

    Scenario: Marked as completed at the gate in Lisbon
      Given the traveller has a 10-minute workout for "Gate wait"
      When the traveller marks the workout as completed in "Lisbon", "Portugal"
      Then the workout is recorded in "Lisbon", "Portugal"
      When the server answers that it earned 125 points
      Then the Workout completed alert says it counted in "Lisbon", "Portugal"

    Scenario: Marked as completed without saying where
      Given the traveller has a 10-minute workout for "Gate wait"
      When the traveller marks the workout as completed
      Then the workout is recorded without a city or a country

  Rule: Choose Different Context goes back to the cards

    Scenario: The traveller would rather train in the hotel room
      Given the traveller has a 10-minute workout for "Gate wait"
      When the traveller chooses a different context
      Then quick flight shows the context cards
      And quick flight keeps no workout

  Rule: After a workout is completed, the next one starts afresh

    Scenario: A second workout is recorded under a new completion id
      Given the traveller has a 10-minute workout for "Gate wait"
      And the traveller has marked it as completed and earned 125 points
      When the traveller chooses "Meeting break"
      Then quick flight is designing the workout
      And the Workout completed alert is gone
      When the server answers with a 5-minute workout of 2 exercises
      And the traveller marks the workout as completed
      Then the two workouts were recorded under different completion ids

  Rule: A workout that cannot be designed shows the error; Try Again starts over

    Scenario: The server fails to design the workout
      When the traveller chooses "Gate wait"
      And the server fails to design it
      Then quick flight shows the error "Failed to generate workout"
      When the traveller presses Try Again
      Then quick flight shows the context cards
      And quick flight keeps no workout

  Rule: A workout that cannot be recorded stays on screen; Try Again sends it again, counted once

    Scenario: The server fails to record the completion, then records it
      Given the traveller has a 10-minute workout for "Gate wait"
      When the traveller marks the workout as completed
      And the server fails to record it
      Then quick flight shows the workout with the error "Failed to complete workout"
      When the traveller presses Try Again
      And the server answers that it earned 125 points
      Then quick flight shows the context cards with the Workout completed alert and 125 points
      And the completion was sent 2 times with one completion id

  Rule: With no free workouts left this week, the traveller is invited to the trial

    Scenario: The traveller has used both of this week's free workouts
      When the traveller chooses "Gate wait"
      And the server answers that this week's free workouts are used until "2026-12-07T00:00:00.000Z"
      Then quick flight invites the traveller to the free trial
      And it says the week's workouts come back on "2026-12-07T00:00:00.000Z"
      When the traveller goes back
      Then quick flight shows the context cards
