@ui
Feature: The app installs and keeps a workout going with no network
  Carla installs TravelFit on her phone before a flight. The app she installs
  is named in her language. A quick workout she starts at the gate keeps
  going when the cabin doors close and the network goes — its timers, its
  exercise demos and its sound — and the workout she finishes in the air is
  saved on her phone and counted once, with its points shown, when the
  network returns.

  Rule: The app can be installed, named in the traveller's language

    Scenario Outline: Carla's phone can install the app in <language>
      Given Carla uses the app in <language>
      And Carla's phone keeps the app for use with no network
      When Carla opens "/quick-flight"
      Then the app can be installed with its name in <language>, its icons and its colours
      And the app is ready to work with no network

      Examples:
        | language |
        | English  |
        | Spanish  |

  Rule: A workout finished with no network is saved, then counted once when the network returns

    Scenario: Carla finishes her gate workout in the air
      Given Carla uses the app in English
      And Carla is on a phone 375 pixels wide
      And Carla's phone keeps the app for use with no network
      When Carla opens "/quick-flight"
      And the app is ready to work with no network
      And Carla chooses the gate wait
      Then Carla sees her gate-wait workout with its safety notes and the player on its first exercise
      And the workout is kept on Carla's phone
      When the network goes
      And Carla plays the whole workout
      Then every exercise showed its demo on the way
      When Carla marks the workout as completed with no network
      Then Carla is told the workout is saved and will be sent when she is back online
      When the network returns
      Then the saved workout is recorded once
      And Carla sees the Workout completed alert with the points it earned
