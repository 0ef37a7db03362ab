@machine
Feature: Messages that come and go
  Short messages tell a traveller what just happened: a workout saved, a trial
  started. They appear in a corner of the screen, one at a time, and go away by
  themselves; a traveller who is reading one keeps it, and can close it at once.

  Rule: A message stays 5 seconds unless it says otherwise

    Scenario: A message is gone after 5 seconds
      Given the message "Workout saved" is shown
      When 4.9 seconds pass
      Then the message "Workout saved" is visible
      When 0.1 seconds more pass
      Then no message is visible

  Rule: The trial-started message stays 5 seconds and the trial-cancelled message 4 seconds

    Scenario Outline: The <message> message is gone after <seconds> seconds
      Given the <message> message is shown
      When <almost> seconds pass
      Then the <message> message is visible
      When 0.1 seconds more pass
      Then no message is visible

      Examples:
        | message         | almost | seconds |
        | trial-started   | 4.9    | 5       |
        | trial-cancelled | 3.9    | 4       |

  Rule: Only one message is visible at a time

    Scenario: A second message replaces the first and gets its own full 5 seconds
      Given the message "Workout saved" is shown
      And 4 seconds pass
      When the message "Streak extended" is shown
      Then the message "Streak extended" is visible
      When 4.9 seconds pass
      Then the message "Streak extended" is visible
      When 0.1 seconds more pass
      Then no message is visible

  Rule: Reading a message pauses its countdown

    Scenario: A message being read waits for the traveller
      Given the message "Workout saved" is shown
      And 2 seconds pass
      When the traveller starts reading the message
      And 10 seconds pass
      Then the message "Workout saved" is visible
      And the message has 3 seconds left
      When the traveller stops reading the message
      And 2.9 seconds pass
      Then the message "Workout saved" is visible
      When 0.1 seconds more pass
      Then no message is visible

    Scenario: A message that arrives while the traveller reads waits too
      Given the message "Workout saved" is shown
      And the traveller starts reading the message
      When the message "Streak extended" is shown
      And 10 seconds pass
      Then the message "Streak extended" is visible
      And the message has 5 seconds left

  Rule: A traveller can dismiss a message at once

    Scenario: Closing a message
      Given the message "Workout saved" is shown
      When the traveller dismisses the message
      Then no message is visible

    Scenario: Closing a message while reading it
      Given the message "Workout saved" is shown
      And the traveller starts reading the message
      When the traveller dismisses the message
      Then no message is visible
