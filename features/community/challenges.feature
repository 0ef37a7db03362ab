@api
Feature: Group challenges to join
  Road warriors train alone; group challenges let them race others. Anyone can
  see the challenges, with how many travellers joined each; anonymous
  travellers join with their device, registered ones with their account. A
  traveller's own challenges show their progress and their rank.

  Decisions (where the spec leaves a choice):
  - The list shows challenges running now, those about to start, and those
    that ended in the last 7 days, each with its participant count.
  - A challenge that has not started yet may be joined; its progress counts
    from its start.
  - Joining twice changes nothing: the traveller is told they are in.
  - Joining after the end date or when full (100 travellers unless the
    challenge says otherwise) is refused with a message saying why; the app
    shows it in the traveller's language.

  Rule: Anyone sees the challenges running, about to start and ended this week, with how many joined

    Scenario: A visitor looks at the challenges
      Given the streak battle "Daily Habit" with a target of 7 days is open
      And Ana and Ben have joined "Daily Habit"
      And the points race "Winter Dash" starts tomorrow
      And the points race "Autumn Dash" ended 3 days ago
      And the points race "Summer Dash" ended 10 days ago
      When a visitor looks at the challenges
      Then the challenges show "Daily Habit" running with 2 participants
      And the challenges show "Winter Dash" starting soon with 0 participants
      And the challenges show "Autumn Dash" as ended
      And the challenges do not show "Summer Dash"

    Scenario: A traveller reads the challenges in Spanish
      When a visitor looks at the challenges in Spanish
      Then the challenges show "Batalla de rachas de siete días"
      And the challenges do not show "Seven-Day Streak Battle"

  Rule: Anonymous travellers join with their device, registered ones with their account

    Scenario: Maya joins a challenge from her phone without an account
      Given the points race "Spring Sprint" with a target of 1,000 points is open
      And Maya uses the app on a new device
      When Maya joins "Spring Sprint"
      Then Maya is told she has joined "Spring Sprint"
      And Maya's challenges show "Spring Sprint" with progress 0 and rank 1
      And the challenges show "Spring Sprint" running with 1 participant

    Scenario: Ana joins a challenge signed in
      Given the points race "Spring Sprint" with a target of 1,000 points is open
      And Ana has signed in
      When Ana joins "Spring Sprint"
      Then Ana's challenges show "Spring Sprint" with progress 0 and rank 1

    Scenario: A challenge about to start can be joined already
      Given the points race "Winter Dash" starts tomorrow
      And Maya uses the app on a new device
      When Maya joins "Winter Dash"
      Then Maya is told she has joined "Winter Dash"

  Rule: Joining twice changes nothing

    Scenario: Maya taps Join again
      Given the points race "Spring Sprint" with a target of 1,000 points is open
      And Maya uses the app on a new device
      And Maya has joined "Spring Sprint"
      When Maya joins "Spring Sprint"
      Then Maya is told she had already joined "Spring Sprint"
      And the challenges show "Spring Sprint" running with 1 participant

  Rule: A full challenge and an ended one refuse new travellers, saying why

    Scenario: The last place is taken
      Given the points race "Tiny Race" has room for 2 travellers
      And Ana and Ben have joined "Tiny Race"
      And Carla uses the app on a new device
      When Carla joins "Tiny Race"
      Then Carla is told "This challenge is full."
      And the challenges show "Tiny Race" running with 2 participants
      And Carla's challenges do not show "Tiny Race"

    Scenario: A challenge full for others still welcomes back those in it
      Given the points race "Tiny Race" has room for 2 travellers
      And Ana and Ben have joined "Tiny Race"
      When Ana joins "Tiny Race"
      Then Ana is told she had already joined "Tiny Race"

    Scenario: The challenge has ended
      Given the points race "Autumn Dash" ended 3 days ago
      And Maya uses the app on a new device
      When Maya joins "Autumn Dash"
      Then Maya is told "This challenge has ended."
      And Maya's challenges do not show "Autumn Dash"

  Rule: Only challenges that exist can be joined

    Scenario: Maya follows a link to a challenge that does not exist
      Given Maya uses the app on a new device
      When Maya joins a challenge that does not exist
      Then Maya is told "Challenge not found."

  Rule: Nobody joins or reads challenges for another traveller

    Scenario: Ana names Ben's device when joining
      Given the points race "Spring Sprint" with a target of 1,000 points is open
      And Ana uses the app on a new device
      And Ben uses the app on a new device
      When Ana joins "Spring Sprint" naming Ben's device in the address
      Then Ana is told "This device id is not yours."
      And Ben's challenges do not show "Spring Sprint"
      And Ana's challenges do not show "Spring Sprint"

    Scenario: Ana asks for Ben's challenges
      Given the points race "Spring Sprint" with a target of 1,000 points is open
      And Ana uses the app on a new device
      And Ben has joined "Spring Sprint"
      When Ana looks at her challenges naming Ben's device in the address
      Then Ana is told "This device id is not yours."

    Scenario: Someone joins without saying who they are
      Given the points race "Spring Sprint" with a target of 1,000 points is open
      When someone joins "Spring Sprint" without saying who they are
      Then they are asked to sign in
      And the challenges show "Spring Sprint" running with 0 participants
