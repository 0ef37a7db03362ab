@api
Feature: Turning an anonymous profile into an account
  A traveller who started without an account can upgrade at any time. The
  profile they already have becomes the account: the same profile, the same
  points, nothing to merge. From then on the device alone no longer speaks for
  it; the traveller signs in.

  Background:
    Given Carla uses the app on a new device
    And Carla has earned 80 points on her device

  Rule: Upgrading keeps the profile and everything earned on it

    Scenario: Carla upgrades and keeps her progress
      When Carla upgrades to an account
      Then Carla is signed in
      And her account is registered with no subscription
      And it is the same profile as before
      And she has 80 points

    Scenario: Details already on the anonymous profile are kept when the upgrade leaves them out
      Given Carla has changed her weight to "64.5"
      When Carla upgrades to an account giving only a username, an e-mail and a password
      Then Carla is signed in
      And her profile shows the weight "64.5"

  Rule: Upgrading follows the registration rules

    Scenario Outline: A <field> of <value> is refused when upgrading
      When Carla upgrades to an account with the <field> "<value>"
      Then she is refused with "<message>" for the <field>
      And her profile is still anonymous

      Examples:
        | field    | value         | message                                                    |
        | username | ab            | Username must be at least 3 characters                     |
        | username | carla!        | Username may contain only letters, numbers and underscores |
        | e-mail   | carla.example | Invalid email address                                      |
        | password | 5 letters     | Password must be at least 6 characters                     |
        | name     | 101 letters   | Name must be at most 100 characters                        |
        | age      | 12            | Age must be at least 13                                    |
        | height   | 251           | Height must be between 100 and 250 cm                      |
        | weight   | 301           | Weight must be between 30 and 300 kg                       |

    Scenario: An e-mail that already has an account is refused when upgrading
      Given Ana has an account with the e-mail "ana@example.com"
      When Carla upgrades to an account with the e-mail "Ana@Example.com"
      Then she is told "Failed to create account"
      And her profile is still anonymous

  Rule: After upgrading, the device no longer acts for the account

    Scenario: The device alone can no longer read the profile
      Given Carla has upgraded to an account
      When someone looks at the profile with only Carla's device
      Then they are asked to sign in
      And they learn nothing about Carla's account

    Scenario: The device alone can no longer change the profile
      Given Carla has upgraded to an account
      When someone changes the name on the profile to "Mallory" with only Carla's device
      Then they are asked to sign in
      And Carla's profile still shows the name "Carla"

    Scenario: The device cannot be upgraded a second time
      Given Carla has upgraded to an account
      When Carla upgrades to an account again with the e-mail "carla.second@example.com"
      Then she is told "This device is already linked to another account. Please sign in instead."
      And no account exists for "carla.second@example.com"
