@api
Feature: Points for every finished workout
  A finished workout earns points: 10 a minute, 20 % more at an airport or in
  transit, plus 5 points for each day of the traveller's streak (this day
  included), at most 50. Points are whole. The app answers the points the
  workout earned at once, with the traveller's new total.

  Decisions (where the spec leaves a choice):
  - The streak bonus counts the streak as it stands after this workout, so a
    first workout earns 5 more, and a second one on the same day earns the
    same bonus again.
  - The 20 % is on the minutes' points only, not on the streak bonus.
  - A taxi is "in transit"; a meeting break is an office workout.

  Background:
    Given Maya uses the app on a new device

  Rule: Points are 10 a minute, 20 % more at airports and in transit, plus 5 a streak day up to 50

    Scenario Outline: <minutes> minutes in <place> on a <streak>-day streak earn <points> points
      Given Maya has trained every day for the last <before> days
      When Maya finishes a <minutes>-minute workout in "<place>"
      Then Maya earns <points> points for it
      And Maya's streak is <streak> days

      Examples:
        | minutes | place         | before | streak | points |
        | 10      | hotel room    | 0      | 1      | 105    |
        | 10      | airport gate  | 0      | 1      | 125    |
        | 8       | taxi          | 2      | 3      | 111    |
        | 5       | meeting break | 4      | 5      | 75     |
        | 15      | home          | 8      | 9      | 195    |
        | 20      | hotel room    | 9      | 10     | 250    |
        | 20      | airport gate  | 29     | 30     | 290    |

    Scenario: Points add up to the traveller's total
      When Maya finishes a 10-minute workout in "hotel room"
      And Maya finishes a 15-minute workout in "airport gate"
      Then Maya earns 185 points for it
      And Maya has 290 points

  Rule: The same finished workout sent again counts once

    Scenario: Maya's app sends a finished workout again after losing the answer
      When Maya finishes a 10-minute workout in "hotel room"
      And Maya's app sends the same finished workout again
      Then Maya is told it was already counted, with the same score
      And Maya has 105 points

  Rule: A workout is recorded only as the traveller sends it, within the spec's ranges

    Scenario Outline: A finished workout with <field> <value> is refused, naming it
      When Maya finishes a workout saying its "<field>" was <value>
      Then Maya is refused for the session's "<field>"
      And Maya has 0 points

      Examples:
        | field          | value          |
        | durationMin    | 0              |
        | rpe            | 11             |
        | hrAvg          | 39             |
        | hrAvg          | 221            |
        | completionRate | 101            |
        | travelDeltaTZ  | -13            |
        | recoveryScore  | 101            |
        | sleepHours     | 25             |
        | jetLag         | 6              |
        | context        | "moon base"    |
        | timezone       | "Mars/Olympus"  |

    Scenario: A city without its country is refused, naming the country
      When Maya finishes a workout in "Lisbon" without saying the country
      Then Maya is refused for the session's "country"

  Rule: A traveller records only their own workouts

    Scenario: Maya cannot record a workout as Dan by naming his device
      Given Dan uses the app on a new device
      When Maya finishes a workout naming Dan's device as the uid
      Then Maya is refused because that uid is not hers
      And Dan has 0 points

    Scenario: A signed-in traveller cannot name another device either
      Given Ana has signed in
      When Ana finishes a workout naming Maya's device as the uid
      Then Ana is refused because that uid is not hers

    Scenario: A signed-in traveller's workout counts for her account
      Given Ana has signed in
      When Ana finishes a 10-minute workout in "hotel room"
      Then Ana earns 105 points for it
      And Ana has 105 points

    Scenario: A signed-in traveller may name the device she registered from
      Given Ana registered from her device
      When Ana finishes a workout naming her device as the uid
      Then Ana earns 105 points for it

    Scenario: A traveller who says nothing of who they are is asked to sign in
      When someone finishes a workout without saying who they are
      Then they are asked to sign in

    Scenario: A device's points stay when the traveller registers from it
      When Maya finishes a 10-minute workout in "hotel room"
      And Maya registers from her device
      And Maya opens her profile overview
      Then the overview shows "Total points" as "105"
