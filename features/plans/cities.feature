@api
Feature: Choosing a city from the list
  Trips and the home city are chosen from a city list with its country and
  time zone, autocompleted as the traveller types, in English or Spanish.

  Decisions (where the spec leaves a choice):
  - The list is the `city-timezones` package's: 7,300 cities of Natural
    Earth's populated places, each with its IANA time zone. A city's id is
    the slug of its name, province and country code (`new-york-new-york-us`),
    the same in every release of the data that keeps the city.
  - Accents, case and punctuation are ignored. A name that starts with what
    was typed comes first, then one with a word that does, then one that
    contains it; within each, the bigger city first.
  - Countries are named in the traveller's language. No maintained data
    package gives Spanish names for every city, so a city is named in Spanish
    when Unicode CLDR names it (the cities that name a time zone: Nueva York,
    Londres, Tokio, Ciudad de México…; about a hundred of the list); every
    other city keeps the name the data gives it. Both names are found.

  Rule: What a traveller types finds the city, whatever the accents and case

    Scenario: A traveller types the first letters of Madrid
      When a traveller types "mad" in the city list
      Then the first city offered is "Madrid" in "Spain" with the time zone "Europe/Madrid"

    Scenario: Accents are not needed
      When a traveller types "zurich" in the city list
      Then the first city offered is "Zürich" in "Switzerland" with the time zone "Europe/Zurich"

    Scenario: A name that starts with the text comes before bigger cities that only contain it
      When a traveller types "york" in the city list
      Then the first city offered is "York" in "United Kingdom" with the time zone "Europe/London"
      And "New York" is offered after it

  Rule: The list speaks the traveller's language

    Scenario: A traveller who reads Spanish sees countries in Spanish
      When a traveller types "mad" in the city list in Spanish
      Then the first city offered is "Madrid" in "España" with the time zone "Europe/Madrid"

    Scenario Outline: A city with a Spanish name is found and shown by it
      When a traveller types "<typed>" in the city list in Spanish
      Then the first city offered is "<name>" in "<country>" with the time zone "<zone>"

      Examples:
        | typed      | name       | country        | zone             |
        | nueva york | Nueva York | Estados Unidos | America/New_York |
        | new york   | Nueva York | Estados Unidos | America/New_York |
        | londres    | Londres    | Reino Unido    | Europe/London    |
