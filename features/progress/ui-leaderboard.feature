@ui
Feature: A traveller finds themself on the leaderboard
  The global leaderboard shows every traveller under a public name, "Traveler-"
  and four characters, so a traveller could not tell which row is theirs. The
  app marks their own row "you", and the card at the top says their place.

  Decisions (where the spec leaves a choice): the top 3 stand on a podium and
  also head the full list below it; a traveller without points yet is invited
  to a first workout where their place would be.

  Rule: A traveller's own row is marked "you" and their place is said at the top

    Scenario: Ana, signed in on her phone, finds her row marked "you" in second place
      Given a visitor on a phone
      And Ana has signed in on this browser
      And Ben has 1,500 points on the leaderboard
      And Ana has 1,200 points on the leaderboard
      When Ana opens "/leaderboard"
      Then Ana reads "You are #2" on the page
      And Ana's row on the leaderboard is marked "you", at rank 2 with 1,200 points
      And Ben's row on the leaderboard is not marked "you"
      And the page does not scroll sideways
