@api
Feature: A finished workout is recorded once
  When a traveller finishes a generated workout, the app records it as one of
  their workouts: its name, minutes, where it was done, the sets done and how
  much of the plan that was, and answers the points it earned (points, streaks
  and badges follow from it as for every workout: features/progress). Sending
  the same finished workout again, after a lost answer or from a second tab,
  records nothing new.

  Decisions (where the spec leaves a choice):
  - Recording a finished workout needs a signed-in traveller but not a
    subscription: a trial that ends during the workout still counts it.
  - The completion rate is the share of the planned sets that were done, in
    whole percent.

  Background:
    Given Ana has signed in
    And Ana's subscription status is trial
    And Ana has generated a 10-minute workout

  Rule: A finished workout is recorded with how much of it was done

    Scenario: Ana finishes every set
      When Ana finishes it, having done 9 of 9 sets
      Then the workout is recorded with a completion rate of 100 %
      And Ana's latest workouts show the plan once

    Scenario: A finished workout earns its points at once
      When Ana finishes it, having done 9 of 9 sets
      Then Ana earns 105 points for it
      And Ana earns the badge "FIRST_WORKOUT"
      And Ana has 105 points

    Scenario: Ana stops after 6 of 9 sets
      When Ana finishes it, having done 6 of 9 sets
      Then the workout is recorded with a completion rate of 67 %

  Rule: The same finished workout sent again records nothing new

    Scenario: Ana's app sends the finished workout twice
      When Ana finishes it, having done 9 of 9 sets
      And Ana sends the same finished workout again
      Then Ana is told it was already recorded, as the same session
      And Ana's latest workouts show the plan once
      And Ana has 105 points

  Rule: Only a signed-in traveller's own workout is recorded, and only as the form sends it

    Scenario: A traveller who has not signed in is asked to sign in
      Given Carla uses the app on a new device
      When Carla finishes a workout, having done 9 of 9 sets
      Then Carla is asked to sign in to record it

    Scenario: More sets done than planned are refused
      When Ana finishes it, having done 10 of 9 sets
      Then Ana is refused for the workout's "setsDone"
