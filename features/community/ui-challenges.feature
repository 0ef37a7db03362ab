@ui
Feature: A traveller joins a challenge on the challenges page
  The challenges page lists every challenge open to join and, under My
  Challenges, the traveller's own with a progress bar. A traveller without an
  account joins with their device, on their phone, in their language.

  Rule: An anonymous traveller's Join becomes Joined, and the challenge is under My Challenges

    Scenario Outline: Maya, without an account, joins "Spring Sprint" on her phone in <language>
      Given a visitor on a phone
      And they chose <language> earlier
      And the points race "Spring Sprint" with a target of 1,000 points is open
      When Maya opens "/challenges"
      And Maya presses "<join>" on the challenge "Spring Sprint"
      Then Maya is told "<joined>" in a message
      And the challenge "Spring Sprint" offers "<done>" instead
      When Maya opens the tab "<mine>"
      Then Maya finds "Spring Sprint" there, her progress at "<progress>"
      And the page does not scroll sideways

      Examples:
        | language | join   | joined                 | done     | mine          | progress  |
        | English  | Join   | Challenge Joined!      | Joined   | My Challenges | 0 / 1,000 |
        | Spanish  | Unirme | ¡Te has unido al reto! | Inscrito | Mis retos     | 0 / 1000  |
