@api
Feature: Exercise demos
  A traveller sees how each move is done before trying it in a hotel room. The
  project draws its own demos — a figure moving through the exercise, tagged
  Custom — and a picture or GIF of the exercise is used instead when the app has
  one. Administrators keep an eye on which exercises have media.

  Rule: Every exercise of the catalogue has a demo drawn by the project

    Scenario Outline: The demo of <exercise> is the project's own animation
      When a traveller asks for the demo of "<exercise>"
      Then they get an animated demo tagged "Custom"

      Examples:
        | exercise          |
        | push-up           |
        | bodyweight-squat  |
        | plank             |
        | band-seated-row   |
        | travel-stretch    |
        | pushup-basic      |

    Scenario: No exercise of the catalogue is left without a demo
      When a traveller asks for the demo of every exercise in the catalogue
      Then every one of them can be shown

    Scenario: An exercise that does not exist has no demo
      When a traveller asks for the demo of "moonwalk-burpee"
      Then they are told there is no such exercise

  Rule: A picture or GIF of the exercise is used when the app has one

    Scenario: The app has a picture of push-ups
      Given the app has a PNG picture of "push-up"
      When a traveller asks for the demo of "push-up"
      Then they get the picture "/media/png/push-up.png"
      And the picture is served as a PNG image that browsers must not reinterpret

  Rule: Only administrators see the media overview
    Decision (DECISIONS.md): administrators are the accounts whose e-mail is listed in ADMIN_EMAILS.
    Decision (issue 9): the project's own animated sequence counts as media
    (type "None": no file, tagged Custom); "Missing" is an exercise with
    nothing to show, and only a missing exercise brings the media-pull hint.
    The Custom tag is shown on this page only, never on a traveller's
    exercise cards.

    Scenario: An administrator sees every exercise and that none is missing
      Given Ada is an administrator with an account
      When Ada opens the media overview
      Then she sees every exercise of the catalogue, each tagged Custom
      And the overview counts every exercise as having media, because each has the project's own animation
      And no exercise is missing, so she is not asked to run "npm run media:pull"

    Scenario: A traveller who is not an administrator is refused
      Given Ben has an account with the e-mail "ben@example.com"
      And Ben has signed in
      When Ben opens the media overview
      Then he is told "Administrators only"

    Scenario: Nobody can see the media overview without signing in
      When someone opens the media overview without signing in
      Then they are asked to sign in
