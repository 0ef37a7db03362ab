@ui
Feature: The Pro generator in the browser
  A traveller on a trial opens /app, generates a workout for where she is
  (quietly: it is late and the walls are thin), runs it set by set and sees
  what she did. The page's clock is the test's:
  rests pass in a moment rather than in real seconds, the way a laptop that
  slept would find them passed.

  Rule: A trial traveller generates a workout, completes every set and sees the summary

    Scenario Outline: Ana trains for 10 minutes in <language>
      Given Ana has signed in on this browser
      And Ana is on a trial of the monthly plan
      And Ana uses the app in <language>
      When Ana opens "/app"
      And Ana switches on Quiet
      And Ana generates a 10-minute workout on the page
      Then Ana sees the preview of her 10-minute workout
      And the workout was asked for with quiet on
      When Ana starts the workout and skips the countdown
      And Ana completes every set with the button
      Then Ana sees that she completed every set of her workout
      And the finished workout was sent to be recorded once

      Examples:
        | language |
        | English  |
        | Spanish  |
