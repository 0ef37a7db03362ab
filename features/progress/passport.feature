@api
Feature: A passport stamp for every city
  A workout in a city stamps the traveller's passport once per city, however
  the city is written, and puts the traveller on that city's leaderboard with
  their points, workouts, current streak and last active day there.

  Decisions (where the spec leaves a choice):
  - A city is a city and a country together: both are sent, or neither.
  - The city is optional: a workout without one still earns its points and
    its streak day, but stamps no passport and counts on no city's
    leaderboard. The app asks "Where are you training?" beside each workout
    and remembers the last answer on the device
    (features/progress/ui-progress-journey.feature).
  - The passport and the city leaderboard keep the city as first written.
  - The current streak on a city's leaderboard is the traveller's streak, and
    the last active day is the local day of their latest workout there.

  Background:
    Given Maya uses the app on a new device

  Rule: A city is stamped once however it is written

    Scenario: São Paulo, sao paulo and Lisbon are two stamps
      When Maya finishes a workout in "São Paulo", "Brasil"
      And Maya finishes a workout in "sao paulo", "BRASIL"
      And Maya finishes a workout in "Lisbon", "Portugal"
      And Maya opens her profile overview
      Then the overview shows "Cities visited" as "2"
      And the passport shows "São Paulo" with 2 workouts and "Lisbon" with 1

    Scenario: Paris, France and Paris, United States are two cities
      When Maya finishes a workout in "Paris", "France"
      And Maya finishes a workout in "Paris", "United States"
      And Maya opens her profile overview
      Then the overview shows "Cities visited" as "2"

  Rule: A workout without a city still counts, without a stamp or a city row

    Scenario: A workout without a city earns its points and streak day and stamps nothing
      When Maya finishes a 10-minute workout in "hotel room"
      Then Maya earns 105 points for it
      And Maya's streak is 1 day
      When Maya opens her profile overview
      Then the overview shows "Total points" as "105"
      And the overview shows "Cities visited" as "0"
      When a visitor looks at the most active cities
      Then there are no active cities yet

  Rule: A workout in a city puts the traveller on its leaderboard

    Scenario: Maya trains twice in São Paulo
      When Maya finishes a workout on Monday at 07:00 in "America/Sao_Paulo" in "São Paulo", "Brasil"
      And Maya finishes a workout on Tuesday at 22:00 in "America/Sao_Paulo" in "sao paulo", "brasil"
      Then Maya's row on the leaderboard of "São Paulo", "Brasil" shows 2 workouts, 215 points, a 2-day streak and last active on Tuesday
