@api
Feature: Streak days that travel with the traveller
  A streak counts the days in a row a traveller worked out. A day is the
  calendar day where the traveller is (the time zone their app sends; UTC when
  it sends none). Two workouts on one day count once. The streak goes on when
  the next workout is on the next day, or less than 48 hours after the last
  one, so crossing the date line never breaks it. The best streak never goes
  down.

  Decisions (where the spec leaves a choice):
  - Flying west can give a traveller the same date twice: a date already
    counted is not counted again, and the streak goes on from it.
  - The streak shown with a workout is the one after it.

  Background:
    Given Maya uses the app on a new device

  Rule: A streak day is the calendar day in the traveller's time zone

    Scenario: Workouts either side of midnight are two days
      When Maya finishes a workout on Monday at 23:50 in "Europe/Madrid"
      And Maya finishes a workout on Tuesday at 00:10 in "Europe/Madrid"
      Then Maya's streak is 2 days

    Scenario: Two workouts on one day count once
      When Maya finishes a workout on Monday at 07:00 in "Asia/Tokyo"
      And Maya finishes a workout on Monday at 21:30 in "Asia/Tokyo"
      Then Maya's streak is 1 day

    Scenario: The day is the traveller's, not the server's
      When Maya finishes a workout on Monday at 20:00 in "America/New_York"
      And Maya finishes a workout on Tuesday at 18:00 in "America/New_York"
      Then Maya's streak is 2 days

    Scenario: Without a time zone the day is the UTC day
      When Maya finishes a workout on Monday at 23:30 UTC without saying her time zone
      And Maya finishes a workout on Tuesday at 00:30 UTC without saying her time zone
      Then Maya's streak is 2 days

  Rule: A missed day ends the streak, and the best streak stays

    Scenario: Maya misses Wednesday
      When Maya finishes a workout on Monday at 08:00 in "Europe/Lisbon"
      And Maya finishes a workout on Tuesday at 08:00 in "Europe/Lisbon"
      And Maya finishes a workout on Thursday at 09:00 in "Europe/Lisbon"
      Then Maya's streak is 1 day
      And Maya's best streak is 2 days

  Rule: Crossing the date line never breaks a streak

    Scenario: Flying east skips a date, less than 48 hours later
      When Maya finishes a workout on Monday at 06:00 in "America/Los_Angeles"
      And Maya finishes a workout on Wednesday at 08:00 in "Asia/Tokyo"
      Then Maya's streak is 2 days

    Scenario: Flying west repeats a date, which counts once, and the streak goes on
      When Maya finishes a workout on Tuesday at 09:00 in "Asia/Tokyo"
      And Maya finishes a workout on Monday at 19:00 in "Pacific/Honolulu"
      Then Maya's streak is 1 day
      When Maya finishes a workout on Wednesday at 19:00 in "Pacific/Honolulu"
      Then Maya's streak is 2 days
