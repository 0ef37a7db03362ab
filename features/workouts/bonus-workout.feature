@api
Feature: The exit offer's bonus workout
  When a visitor is about to leave the subscribe screen, the exit offer gives
  them one bonus free workout. The bonus is granted once per device and pays
  for exactly one more free workout, after the one every browser has.

  Background:
    Given Carla uses the app on a new device

  Rule: The exit offer grants one bonus workout, once per device

    Scenario: Carla accepts the exit offer
      When Carla accepts the exit offer
      Then she is granted a bonus workout
      And she has a bonus workout waiting

    Scenario: A second grant is refused
      Given Carla has accepted the exit offer
      When Carla accepts the exit offer again
      Then she is told "Bonus workout already granted"

    Scenario: A second grant is refused even after the bonus is used
      Given Carla has had her free workout in this browser
      And Carla has accepted the exit offer
      And Carla has had her bonus workout in this browser
      When Carla accepts the exit offer again
      Then she is told "Bonus workout already granted"
      And she has no bonus workout waiting

    Scenario: The exit offer needs to know the device
      When someone accepts the exit offer without saying which device they are on
      Then they are told "Device id required"

  Rule: After the free workout, the bonus pays for exactly one more

    Scenario: The bonus gives one more workout after the free one
      Given Carla has had her free workout in this browser
      And Carla has accepted the exit offer
      When Carla asks for another free workout in this browser
      Then she gets her bonus workout
      When Carla asks for another free workout in this browser
      Then she is told the free workout was already used

    Scenario: A bonus accepted before the free workout waits for it
      Given Carla has accepted the exit offer
      When Carla asks for her free workout with the wizard's defaults
      Then she gets her free workout
      And she has a bonus workout waiting
      When Carla asks for another free workout in this browser
      Then she gets her bonus workout
      When Carla asks for another free workout in this browser
      Then she is told the free workout was already used

    Scenario: Two attempts at the same moment spend the bonus once
      Given Carla has had her free workout in this browser
      And Carla has accepted the exit offer
      When Carla asks for another free workout twice at the same moment
      Then exactly 1 of them gets a workout and the other 1 is told "Free workout already used"
      And she has no bonus workout waiting

  Rule: A device that became an account speaks for nobody

    Scenario: The device gets no bonus once it is linked to an account
      Given Carla registered from her device
      When Carla accepts the exit offer
      Then she is told "This device is already linked to another account. Please sign in instead."

    Scenario: A bonus granted before the device became an account cannot be spent with it
      Given Carla has had her free workout in this browser
      And Carla has accepted the exit offer
      And Carla registered from her device
      When Carla asks for another free workout in this browser
      Then she is told "This device is already linked to another account. Please sign in instead."
