@api
Feature: Quiet mode and no-sweat mode
  Two switches a traveller can turn on wherever a workout is made for them
  (the Pro generator, quick flight, the 4-week plan):
  - Quiet: thin hotel walls, a partner asleep, late at night. No jumping moves
    and nothing that lands hard.
  - No sweat: a meeting or a flight comes next. No sweaty moves (which leaves
    out cardio and intervals), nothing harder than one level easier than asked,
    and longer rests.
  Both can be on at once, and the workout still fits its minutes.

  Decisions (where the issue leaves a choice):
  - A jumping move is one the exercise catalogue marks as heard by a neighbour
    below, a sweaty move one it marks as raising a sweat: the same marks that
    already keep jumps out of hotel rooms and sweat out of gates and offices.
    So quiet changes most at home and at the gym, no sweat in a hotel room.
  - No sweat takes the level down one step (an advanced traveller trains with
    intermediate moves; a beginner stays a beginner) and rests at least as long
    as on a low-energy day; it never adds to a day that is already lighter.
  - Both switches are off unless the traveller turns them on.

  Rule: With quiet on, a workout has no jumping moves

    Scenario: Ana's hotel-room workout from the generator, late at night
      Given Ana has signed in
      And Ana's subscription status is trial
      When Ana generates a 30-minute advanced workout in "hotel_room" with quiet on
      Then the workout has no jumping moves

    Scenario: Carla's quick hotel workout with quiet on
      Given Carla uses the app on a new device
      When Carla picks the quick "hotel" workout with quiet on
      Then the workout has no jumping moves

    Scenario: At home, where jumps are otherwise part of a weight-loss workout
      Given Carla uses the app on a new device
      When Carla asks for a 30-minute "weight_loss" workout in "home" with the seed "thin-walls"
      Then the workout has jumping moves
      When Carla asks for a 30-minute "weight_loss" workout in "home" with the seed "thin-walls" with quiet on
      Then the workout has no jumping moves

  Rule: With no sweat on, a workout has no sweaty moves and stays a level easier

    Scenario: Ana's workout at the gate before a meeting, from the generator
      Given Ana has signed in
      And Ana's subscription status is trial
      When Ana generates a 20-minute advanced workout in "airport" with no sweat on
      Then the workout has no sweaty moves
      And no move is harder than an intermediate's

    Scenario: Carla's quick gate workout before a meeting
      Given Carla uses the app on a new device
      When Carla picks the quick "gate" workout with no sweat on
      Then the workout has no sweaty moves

    Scenario: In a hotel room, where sweaty moves are otherwise allowed
      Given Carla uses the app on a new device
      When Carla asks for a 15-minute "general_fitness" workout in "hotel_room" with the seed "client-lunch"
      Then the workout has sweaty moves
      When Carla asks for a 15-minute "general_fitness" workout in "hotel_room" with the seed "client-lunch" with no sweat on
      Then the workout has no sweaty moves

  Rule: Both at once still give a whole workout

    Scenario: Carla's quick hotel workout with quiet and no sweat on
      Given Carla uses the app on a new device
      When Carla picks the quick "hotel" workout with quiet and no sweat on
      Then the workout has no jumping moves
      And the workout has no sweaty moves
      And the workout still fits its 15 minutes

    Scenario: Ana's hotel-room workout from the generator with quiet and no sweat on
      Given Ana has signed in
      And Ana's subscription status is trial
      When Ana generates a 20-minute workout in "hotel_room" with quiet and no sweat on
      Then the workout has no jumping moves
      And the workout has no sweaty moves
