@api
Feature: A traveller's workout history
  The account's analytics page (/account/analytics) shows every traveller,
  on a plan or not, their own history: how many workouts, how many this
  week, the total time, the current streak and the latest workouts.

  Decisions (where the spec leaves a choice):
  - "This week" is the ISO week, Monday to Sunday, on the calendar of the
    time zone of the traveller's latest workout (UTC when their workouts
    never said one): a workout on Sunday night in UTC is already Monday in
    Tokyo.
  - The latest 5 workouts are listed, newest first. A workout recorded
    without a name is called by its minutes, in the traveller's language.

  Background:
    Given it is Wednesday 10:00 UTC
    And Ana uses the app on a new device

  Rule: The history adds up the traveller's workouts

    Scenario: Totals, this week, total time and streak
      Given Ana worked out at these times
        | when                  | minutes |
        | Monday 09:00 UTC      | 20      |
        | Tuesday 18:30 UTC     | 10      |
        | last Sunday 23:00 UTC | 30      |
      And Ana is on a streak of 3 days
      When Ana looks at her history
      Then her history shows 3 workouts, 2 this week, 60 minutes and a streak of 3 days

    Scenario: A traveller with no workouts yet
      When Ana looks at her history
      Then her history shows 0 workouts, 0 this week, 0 minutes and a streak of 0 days
      And her history lists no workouts

  Rule: This week follows the traveller's time zone

    Scenario: Sunday night in UTC is already Monday in Tokyo
      Given Ana worked out at these times
        | when                  | minutes | time zone  |
        | last Sunday 14:00 UTC | 20      | Asia/Tokyo |
        | last Sunday 20:00 UTC | 20      | Asia/Tokyo |
      When Ana looks at her history
      Then her history shows 2 workouts and 1 this week

    Scenario: Monday early in UTC is still Sunday in New York
      Given Ana worked out at these times
        | when              | minutes | time zone        |
        | Monday 03:00 UTC  | 20      | America/New_York |
        | Tuesday 15:00 UTC | 20      | America/New_York |
      When Ana looks at her history
      Then her history shows 2 workouts and 1 this week

  Rule: The latest five workouts are listed, newest first

    Scenario: Seven workouts, the latest five listed
      Given Ana worked out 7 days in a row, in workouts called "Workout 1" to "Workout 7"
      When Ana looks at her history
      Then her history lists "Workout 7", "Workout 6", "Workout 5", "Workout 4" and "Workout 3"

    Scenario Outline: A workout without a name is called by its minutes in <language>
      Given Ana did a 20-minute workout without a name
      When Ana looks at her history in <language>
      Then her history lists "<name>"

      Examples:
        | language | name                        |
        | English  | 20-minute workout           |
        | Spanish  | Entrenamiento de 20 minutos |

  Rule: The history belongs to the traveller who asks

    Scenario: A device cannot read another device's history
      Given Ben uses the app on a new device
      When Ana looks at her history naming Ben's device in the address
      Then Ana is told "This device id is not yours."
