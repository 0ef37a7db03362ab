@api
Feature: The global leaderboard
  Travellers compete on points. The leaderboard lists the top 50 travellers,
  highest points first, each under a public name: "Traveler-" and the last
  four characters of their public id, never a device identifier, a sign-in
  token or an e-mail. The traveller's own row is marked, and every traveller
  with points sees their own place, even far below the list.

  Decisions (where the spec leaves a choice):
  - Travellers with the same points share a rank, and the next rank skips
    (1, 2, 2, 4). Tied travellers are listed in a fixed order (by public id),
    so the list does not shuffle between visits.
  - A traveller's own place is their rank by the same rule, so a traveller
    tied with the 50th shows rank 50 although the list stops before them.
  - A traveller with no points yet has no place; a visitor who does not say
    who they are sees the list without a place of their own.

  Rule: Travellers are ranked by points, highest first

    Scenario: Three travellers by points
      Given Ana has 1,200 points on the leaderboard
      And Ben has 900 points on the leaderboard
      And Carla has 1,500 points on the leaderboard
      When Ana looks at the leaderboard
      Then the leaderboard reads
        | rank | traveller | points |
        | 1    | Carla     | 1,500  |
        | 2    | Ana       | 1,200  |
        | 3    | Ben       | 900    |
      And Ana's row is marked as hers

  Rule: Travellers with the same points share a rank

    Scenario: Two travellers tie for second place
      Given Carla has 1,500 points on the leaderboard
      And Ana has 1,200 points on the leaderboard
      And Ben has 1,200 points on the leaderboard
      And Dan has 900 points on the leaderboard
      When Dan looks at the leaderboard
      Then the ranks on the leaderboard are 1, 2, 2 and 4
      And Ana and Ben both have rank 2
      And Dan sees that he is #4 with 900 points

  Rule: The list shows the top 50; every traveller also sees their own place

    Scenario: A traveller far below the top 50 still sees their place
      Given 12,344 travellers have more than 100 points on the leaderboard
      And Ana has 100 points on the leaderboard
      When Ana looks at the leaderboard
      Then the leaderboard lists 50 travellers
      And Ana is not on the list
      And Ana sees that she is #12,345 with 100 points

    Scenario: A traveller asks for a shorter list
      Given 12 travellers have more than 100 points on the leaderboard
      When a visitor looks at the leaderboard of the top 10
      Then the leaderboard lists 10 travellers

    Scenario: A traveller without points has no place yet
      Given Carla has 1,500 points on the leaderboard
      And Maya uses the app on a new device
      When Maya looks at the leaderboard
      Then the leaderboard lists 1 traveller
      And Maya has no place of her own yet

    Scenario: A visitor who does not say who they are sees the list only
      Given Carla has 1,500 points on the leaderboard
      When a visitor looks at the leaderboard
      Then the leaderboard lists 1 traveller
      And nobody's row is marked as theirs

  Rule: Shared pages show public names only

    Scenario: Travellers on the leaderboard are known by their public names
      Given Ana uses the app on a new device
      And Ana has 1,200 points on the leaderboard
      And Ben has signed in
      And Ben has 900 points on the leaderboard
      When a visitor looks at the leaderboard
      Then every traveller on the leaderboard is shown as "Traveler-" and the last 4 characters of their public id
      And the leaderboard shows neither Ana's device identifier nor Ben's e-mail

    Scenario: A traveller cannot see the board as someone else
      Given Ana uses the app on a new device
      And Ben uses the app on a new device
      And Ben has 900 points on the leaderboard
      When Ana looks at the leaderboard naming Ben's device in the address
      Then Ana is told "This device id is not yours."
