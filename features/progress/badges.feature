@api
Feature: Badges at their thresholds
  Badges reward milestones (DECISIONS.md "Badges"). Each is awarded the moment
  its threshold is reached, exactly there, and only once. A city is a city and
  country however they are written ("São Paulo" = "sao paulo"); an airport is
  a city where the traveller trained at the airport.

  Decisions (where the spec leaves a choice):
  - Gate Warrior counts cities with an airport workout, so an airport workout
    needs its city to count.
  - A streak badge stays once earned, even when the streak later ends.

  Background:
    Given Maya uses the app on a new device

  Rule: A first workout earns First Flight, once

    Scenario: Maya's first and second workouts
      When Maya finishes a 10-minute workout in "hotel room"
      Then Maya earns the badge "FIRST_WORKOUT"
      When Maya finishes a 10-minute workout in "hotel room"
      Then Maya earns no new badge
      And Maya holds the badge "FIRST_WORKOUT" once

  Rule: Each badge comes at its threshold and not one short of it

    Scenario Outline: <badge> comes at <threshold> <count>
      Given Maya already has <start> <count>
      When Maya finishes <a workout that adds one>
      Then Maya has not earned "<badge>"
      When Maya finishes <a workout that adds one>
      Then Maya earns the badge "<badge>"

      Examples:
        | badge         | threshold | count               | start | a workout that adds one                 |
        | STREAK_7      | 7         | streak days         | 5     | a workout the next day                  |
        | STREAK_30     | 30        | streak days         | 28    | a workout the next day                  |
        | GATE_WARRIOR  | 5         | airports            | 3     | an airport workout in a new city        |
        | HOTEL_HERO    | 10        | hotel-room workouts | 8     | a hotel-room workout                    |
        | CITY_EXPLORER | 5         | cities              | 3     | a workout in a new city                 |
        | GLOBETROTTER  | 10        | cities              | 8     | a workout in a new city                 |

    Scenario Outline: <badge> comes at <threshold> <count>, the workout that reaches it included
      Given Maya already has <start> <count>
      When Maya finishes a 10-minute workout in "hotel room"
      Then Maya has <one short> <count> and has not earned "<badge>"
      When Maya finishes a 10-minute workout in "hotel room"
      Then Maya earns the badge "<badge>"

      Examples:
        | badge           | threshold | count    | start | one short |
        | POINTS_1000     | 1000      | points   | 894   | 999       |
        | POINTS_5000     | 5000      | points   | 4894  | 4999      |
        | CALORIE_CRUSHER | 10000     | calories | 9941  | 9999      |

  Rule: Cities and airports count however the city is written

    Scenario: Three spellings of São Paulo are one city
      Given Maya already has 3 cities
      When Maya finishes a workout in "São Paulo", "Brasil"
      And Maya finishes a workout in "SAO PAULO", "brasil"
      And Maya finishes a workout in "sao  paulo", "Brasil"
      Then Maya has not earned "CITY_EXPLORER"
      When Maya finishes a workout in "Zürich", "Switzerland"
      Then Maya earns the badge "CITY_EXPLORER"

    Scenario: An airport workout without a city is no airport
      Given Maya already has 4 airports
      When Maya finishes a 10-minute workout in "airport gate"
      Then Maya has not earned "GATE_WARRIOR"
