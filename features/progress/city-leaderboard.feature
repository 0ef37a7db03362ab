@api
Feature: City leaderboards
  Travellers also compete city by city. The most active cities show how many
  travellers trained there and the best score; searching a city by its name
  and country shows its travellers by points, with their workouts, current
  streak and last active date, under public names only.

  Decisions (where the spec leaves a choice):
  - The most active cities are those with the most travellers; between two
    with as many, the one with the higher top score comes first. At most 20
    are shown.
  - A city is found whatever the accents, the capitals and the extra spaces
    of its name ("  sao paulo " finds "São Paulo"); the answer names it the
    way its travellers wrote it most.
  - A city's list shows its top 50 travellers; travellers with the same
    points share a rank.
  - A blank city or country is refused, naming what is missing; a city
    nobody trained in yet has an empty list.

  Background:
    Given these travellers trained in these cities
      | traveller | city      | country  | points | workouts | streak | last active |
      | Ana       | Lisbon    | Portugal | 500    | 5        | 3      | 2026-11-20  |
      | Ben       | Lisbon    | Portugal | 300    | 3        | 1      | 2026-11-18  |
      | Carla     | Madrid    | Spain    | 900    | 9        | 4      | 2026-11-21  |
      | Dan       | São Paulo | Brazil   | 200    | 2        | 2      | 2026-11-19  |
      | Eve       | Sao Paulo | Brazil   | 100    | 1        | 1      | 2026-11-10  |
      | Finn      | São Paulo | Brazil   | 200    | 2        | 0      | 2026-11-01  |

  Rule: The most active cities come first

    Scenario: Cities by travellers, then by top score
      When a visitor looks at the most active cities
      Then the most active cities read
        | city      | country  | travellers | top score |
        | São Paulo | Brazil   | 3          | 200       |
        | Lisbon    | Portugal | 2          | 500       |
        | Madrid    | Spain    | 1          | 900       |

  Rule: A city's travellers are ranked by points, ties sharing a rank

    Scenario: Lisbon's travellers
      When Ana looks up the city "Lisbon" in "Portugal"
      Then the city leaderboard of "Lisbon", "Portugal" reads
        | rank | traveller | points | workouts | streak | last active |
        | 1    | Ana       | 500    | 5        | 3      | 2026-11-20  |
        | 2    | Ben       | 300    | 3        | 1      | 2026-11-18  |
      And Ana's row on the city leaderboard is marked as hers

    Scenario: Two travellers tie in São Paulo
      When a visitor looks up the city "São Paulo" in "Brazil"
      Then the ranks on the city leaderboard are 1, 1 and 3

  Rule: The search is trimmed and ignores accents and capitals

    Scenario: Searching "  sao paulo " in "brazil "
      When a visitor looks up the city "  sao paulo " in "brazil "
      Then the city leaderboard of "São Paulo", "Brazil" has Dan, Eve and Finn

    Scenario: The sharp s reads as a double s, in capitals too
      Given these travellers trained in these cities
        | traveller | city    | country     | points | workouts | streak | last active |
        | Greta     | Gießen  | Deutschland | 400    | 4        | 2      | 2026-11-20  |
        | Hanna     | Gießen  | Deutschland | 300    | 3        | 1      | 2026-11-19  |
        | Ida       | GIESSEN | DEUTSCHLAND | 100    | 1        | 1      | 2026-11-18  |
      When a visitor looks up the city "giessen" in "deutschland"
      Then the city leaderboard of "Gießen", "Deutschland" has Greta, Hanna and Ida

  Rule: Both the city and the country are needed

    Scenario: A search without a country is refused
      When a visitor looks up the city "Lisbon" in "   "
      Then the visitor is told the country is required

    Scenario: A search without a city is refused
      When a visitor looks up the city "   " in "Portugal"
      Then the visitor is told the city is required

    Scenario: A city nobody trained in has no travellers yet
      When a visitor looks up the city "Reykjavík" in "Iceland"
      Then the city leaderboard of "Reykjavík", "Iceland" is empty

  Rule: City leaderboards show public names only

    Scenario: No device identifier appears on a city leaderboard
      When a visitor looks up the city "Lisbon" in "Portugal"
      Then every traveller on the city leaderboard is shown as "Traveler-" and the last 4 characters of their public id
      And no traveller's device identifier appears on the city leaderboard
