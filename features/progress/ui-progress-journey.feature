@ui
Feature: Progress that travels, from the gate to the leaderboards
  Carla waits at a gate in Lisbon with her phone and no account. She does a
  quick flight, says where she is training, marks the workout as completed
  and sees the points it earned. Then she finds herself, marked as herself,
  on the global leaderboard and on Lisbon's city leaderboard. Every page
  fits a phone 320 or 375 pixels wide, in English and in Spanish.

  Decisions (where the spec leaves a choice):
  - "Where are you training?" (a city and its country) is asked beside the
    workout, above Mark as Completed in quick flight mode and above Start
    Workout in the generator. It is optional: a workout without a city still
    earns its points and its streak day, but stamps no passport and counts
    on no city's leaderboard (features/progress/passport.feature).
  - A city goes with its country: with one of them left empty the workout
    is not sent, and the field says which one is missing. Both are trimmed,
    and each is at most 100 characters.
  - The phone remembers the place of the last workout sent (local storage
    `fc_place`), so the next workout starts with it filled in; Clear place
    empties both fields and forgets it.
  - The Workout completed alert says where the workout counted, links to
    that city's leaderboard, and leads to the traveller's place on the
    global leaderboard.

  Background:
    Given Ben has 1,500 points on the leaderboard
    And these travellers trained in these cities
      | traveller | city   | country  | points | workouts | streak | last active |
      | Ben       | Lisbon | Portugal | 300    | 3        | 1      | 2026-11-20  |

  Rule: A workout done in a city puts the traveller on the global and the city leaderboards

    Scenario: Carla trains at the gate in Lisbon and finds herself among the most active cities
      Given Carla uses the app in English
      And Carla is on a phone 320 pixels wide
      When Carla opens "/quick-flight"
      And Carla chooses the gate wait
      And Carla plays the first exercise for 5 seconds
      And Carla says she trains in "Lisbon", "Portugal"
      Then the page does not scroll sideways on phones 320 and 375 pixels wide
      When Carla marks the workout as completed
      Then Carla sees the Workout completed alert with the points it earned
      And the alert says the workout counted in "Lisbon", "Portugal"
      And the page does not scroll sideways on phones 320 and 375 pixels wide
      When Carla follows the alert to the leaderboard
      Then Carla's row on the leaderboard is marked "you", at rank 2 with the points her workout earned
      And Ben's row on the leaderboard is not marked "you"
      And the page does not scroll sideways on phones 320 and 375 pixels wide
      When Carla opens "/city-leaderboard"
      And Carla chooses "Lisbon", "Portugal" among the most active cities
      Then Carla's row on the city leaderboard of "Lisbon", "Portugal" is marked "you", at rank 2 with the points her workout earned
      And Ben's row on the city leaderboard of "Lisbon", "Portugal" is not marked "you"
      And the page does not scroll sideways on phones 320 and 375 pixels wide

    Scenario: Carla trains at the gate in Lisbon in Spanish and searches her city
      Given Carla uses the app in Spanish
      And Carla is on a phone 320 pixels wide
      When Carla opens "/quick-flight"
      And Carla chooses the gate wait
      And Carla plays the first exercise for 5 seconds
      And Carla says she trains in "Lisbon", "Portugal"
      Then the page does not scroll sideways on phones 320 and 375 pixels wide
      When Carla marks the workout as completed
      Then Carla sees the Workout completed alert with the points it earned
      And the alert says the workout counted in "Lisbon", "Portugal"
      And the page does not scroll sideways on phones 320 and 375 pixels wide
      When Carla follows the alert to the leaderboard
      Then Carla's row on the leaderboard is marked "tú", at rank 2 with the points her workout earned
      And Ben's row on the leaderboard is not marked "tú"
      And the page does not scroll sideways on phones 320 and 375 pixels wide
      When Carla opens "/city-leaderboard"
      And Carla searches the city leaderboard for "  lisbon ", "portugal"
      Then Carla's row on the city leaderboard of "Lisbon", "Portugal" is marked "tú", at rank 2 with the points her workout earned
      And Ben's row on the city leaderboard of "Lisbon", "Portugal" is not marked "tú"
      And the page does not scroll sideways on phones 320 and 375 pixels wide
