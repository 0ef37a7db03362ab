@ui
Feature: A visitor's free workout in the browser
  A visitor answers the three steps of the free wizard, gets a workout made
  for where they are, follows it in the runner to the end (a reload on the
  way keeps their place) and lands on the completion screen. Coming back to
  the free workout later, the browser remembers that its free workout is used
  and offers the trial instead.

  Rule: A visitor goes from the wizard through the runner to the completion screen

    Scenario: Carla does her free workout from start to finish, then finds it used
      When Carla opens "/free"
      And she answers the free wizard:
        | How long do you have?       | 10 min       |
        | What is your goal?          | Strength     |
        | How is your energy today?   | Normal       |
        | Where are you training?     | Hotel room   |
        | What equipment do you have? | No equipment |
      And she asks for her workout
      Then she sees her workout with its exercises
      And no exercise card carries the administrators' "Custom" tag
      When she starts the workout
      Then she is on "/runner"
      When she skips to the last exercise
      And she reloads the page
      Then the runner is where she left it, paused
      When she completes the workout
      Then she sees that her free workout is complete
      When she opens "/free"
      Then she is told on the page that her free workout was already used
      And she is offered the free trial
