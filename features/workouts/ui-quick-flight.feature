@ui
Feature: Quick flight mode in the browser
  An anonymous traveller waiting at the gate opens quick flight mode on her
  phone, picks the gate wait, follows the first exercise with the player,
  marks the workout as completed and sees the points it earned. Every
  screen fits a phone 320 or 375 pixels wide, in English and in Spanish.

  Rule: An anonymous traveller does a gate-wait workout and sees the points it earned

    Scenario Outline: Carla trains at the gate in <language>
      Given Carla uses the app in <language>
      And Carla is on a phone 320 pixels wide
      When Carla opens "/quick-flight"
      Then the page does not scroll sideways on phones 320 and 375 pixels wide
      When Carla chooses the gate wait
      Then Carla sees her gate-wait workout with its safety notes and the player on its first exercise
      And the page does not scroll sideways on phones 320 and 375 pixels wide
      When Carla plays the first exercise for 5 seconds
      And Carla marks the workout as completed
      Then Carla sees the Workout completed alert with the points it earned
      And the page does not scroll sideways on phones 320 and 375 pixels wide

      Examples:
        | language |
        | English  |
        | Spanish  |
