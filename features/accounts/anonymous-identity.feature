@api
Feature: Travellers without an account are known by their device
  A traveller who has not signed up is recognised by the device identifier their
  browser keeps. The first time the app sees a device it gives it a profile with
  the usual defaults, so progress can start at once, with nothing to fill in.
  A device identifier is a weak identity: it can never speak for a registered
  account.

  Rule: A device seen for the first time gets a profile with the defaults

    Scenario: A first-seen device gets an anonymous profile
      Given Carla uses the app on a new device
      When Carla looks at her profile
      Then her profile is anonymous with no subscription
      And her profile uses metric units
      And she has 0 points and a streak of 0 days
      And she has no recent workouts

    Scenario: The same device keeps the same profile
      Given Carla uses the app on a new device
      When Carla looks at her profile
      And Carla looks at her profile again
      Then it is the same profile as before

    Scenario: Two devices are two different travellers
      Given Carla uses the app on a new device
      And Dan uses the app on a new device
      When Carla looks at her profile
      And Dan looks at his profile
      Then they are two different profiles

    Scenario Outline: The device identifier can travel <way>
      Given Carla uses the app on a new device
      When Carla looks at her profile, sending her device identifier <way>
      Then her profile is anonymous with no subscription

      Examples:
        | way                 |
        | in the address      |
        | in a request header |

  Rule: A device identifier is 8 to 64 letters, digits, dashes or underscores

    Scenario Outline: A device identifier of <kind> is accepted
      When the device "<device>" asks for its profile
      Then it gets an anonymous profile

      Examples:
        | kind               | device                                                           |
        | the app's own form | fc_0123456789abcdef0123456789abcdef                              |
        | 8 characters       | abcd-123                                                         |
        | 64 characters      | a123456789b123456789c123456789d123456789e123456789f123456789ghij |

    Scenario Outline: A device identifier of <kind> is refused, naming the device identifier
      When the device "<device>" asks for its profile
      Then it is told the device identifier is invalid

      Examples:
        | kind          | device                                                            |
        | 7 characters  | abc-123                                                           |
        | 65 characters | a123456789b123456789c123456789d123456789e123456789f123456789ghijk |
        | spaces        | fc 0123 4567                                                      |
        | punctuation   | fc_0123;drop                                                      |
        | a path        | ../../etc/passwd                                                  |
        | a script      | <script>alert(1)</script>                                         |

  Rule: A device never speaks for a registered account

    Scenario: The device of a registered traveller cannot read her profile
      Given Ana registered from her device
      When someone looks at the profile with only Ana's device
      Then they are asked to sign in
      And they learn nothing about Ana's account

    Scenario: The device of a registered traveller cannot change her profile
      Given Ana registered from her device
      When someone changes the name on the profile to "Mallory" with only Ana's device
      Then they are asked to sign in
      And Ana's profile still shows the name "Ana"
