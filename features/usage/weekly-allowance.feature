@api
Feature: The free plan's weekly allowance of AI workouts
  A free traveller, with or without an account, gets 2 AI-designed workouts a
  week. The week starts on Monday at 00:00 UTC, wherever in the world the
  traveller is. Travellers on a trial or a subscription have no weekly limit,
  and a cancelled one keeps that until its trial or period ends.
  The server keeps the count: asking for a reset, or asking many times at
  once, never gets a free traveller more than 2 workouts in a week.

  Rule: A free traveller has 2 workouts a week, and the third is refused

    Scenario Outline: <who> starts the week with 2 workouts
      Given <setting>
      When Carla looks at her weekly allowance
      Then she has 2 free workouts left this week
      And her allowance renews next Monday at 00:00 UTC

      Examples:
        | who                             | setting                            |
        | A traveller without an account  | Carla uses the app on a new device |
        | A traveller with a free account | Carla has signed in                |

    Scenario Outline: <who> spends 2 workouts and is refused the third
      Given <setting>
      When Carla uses a workout
      Then she has 1 free workout left this week
      When Carla uses a workout
      Then she has no free workouts left this week
      When Carla uses a workout
      Then she is told "Weekly free workout limit reached"
      And she has no free workouts left this week

      Examples:
        | who                             | setting                            |
        | A traveller without an account  | Carla uses the app on a new device |
        | A traveller with a free account | Carla has signed in                |

    Scenario: A free account's allowance is the same on every device
      Given Ana has signed in on her phone
      And Ana has signed in on her laptop
      When Ana uses a workout on her phone
      And Ana uses a workout on her laptop
      Then Ana has no free workouts left this week on her phone

    Scenario: Each device without an account has its own allowance
      Given Carla uses the app on a new device
      And Dan uses the app on a new device
      And Carla has used both of this week's free workouts
      When Dan looks at his weekly allowance
      Then he has 2 free workouts left this week

  Rule: Travellers on a trial or an active subscription have unlimited workouts

    Scenario Outline: A traveller whose subscription is <status> is never refused
      Given Ana has signed in
      And Ana's subscription status is <status>
      When Ana uses 5 workouts
      Then all 5 are granted
      And she has unlimited workouts

      Examples:
        | status |
        | trial  |
        | active |

    Scenario Outline: A traveller whose subscription is <status> is back on the free plan
      Given Ana has signed in
      And Ana's subscription status is <status>
      When Ana looks at her weekly allowance
      Then she has 2 free workouts left this week

      Examples:
        | status  |
        | expired |
        | none    |

    Scenario: A cancelled trial gives unlimited workouts until it ends, then the free plan again
      Given Ana has signed in
      And Ana's subscription status is canceled
      When Ana uses 5 workouts
      Then all 5 are granted
      When the trial ends
      And Ana looks at her weekly allowance
      Then she has 2 free workouts left this week

  Rule: The week starts on Monday at 00:00 UTC

    Scenario: Workouts spent on Monday morning stay spent until Sunday night
      Given it is Monday 00:00 UTC
      And Carla uses the app on a new device
      And Carla has used both of this week's free workouts
      When the clock reaches Sunday 23:59 UTC
      Then Carla has no free workouts left this week

    Scenario: At Monday 00:00 UTC the week's 2 workouts are back
      Given it is Sunday 23:59 UTC
      And Carla uses the app on a new device
      And Carla has used both of this week's free workouts
      When the clock reaches Monday 00:00 UTC
      Then Carla has 2 free workouts left this week
      When Carla uses a workout
      Then she has 1 free workout left this week

    Scenario: A registered traveller's week turns at the same moment
      Given it is Sunday 23:59 UTC
      And Ana has signed in
      And Ana has used both of this week's free workouts
      When the clock reaches Monday 00:00 UTC
      Then Ana has 2 free workouts left this week

  Rule: Asking for a reset never gives a free traveller back the current week

    Scenario: A traveller who spent her week asks for a reset
      Given Carla uses the app on a new device
      And Carla has used both of this week's free workouts
      When Carla asks for her weekly count to be reset
      Then the reset clears nothing
      And she has no free workouts left this week

    Scenario: After the week has turned, a reset clears last week's count
      Given it is Sunday 23:59 UTC
      And Carla uses the app on a new device
      And Carla has used both of this week's free workouts
      When the clock reaches Monday 00:00 UTC
      And Carla asks for her weekly count to be reset
      Then the reset clears last week's count
      And she has 2 free workouts left this week

  Rule: The count is exact, even when many requests arrive at the same moment

    Scenario: Twenty workouts asked for at once from one device
      Given Carla uses the app on a new device
      When Carla uses 20 workouts at the same moment
      Then exactly 2 of them are granted and the other 18 are told "Weekly free workout limit reached"
      And she has no free workouts left this week
      And the app has recorded exactly 2 workouts for her this week

  Rule: The allowance belongs to someone: a device or a signed-in traveller

    Scenario Outline: Someone who does not say who they are cannot <action>
      When someone tries to <action> without saying who they are
      Then they are told "Authentication required"

      Examples:
        | action                       |
        | look at the weekly allowance |
        | use a workout                |
        | reset the weekly count       |

    Scenario: The device of a registered traveller cannot spend her workouts
      Given Ana registered from her device
      When someone uses a workout with only Ana's device
      Then they are asked to sign in
      And Ana has 2 free workouts left this week
