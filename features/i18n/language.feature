@ui
Feature: Language
  The app speaks English and Spanish. It uses the language a traveller chose;
  without a choice it follows the browser: Spanish when the browser's language
  starts with "es", English otherwise.

  # A Spanish text that is missing falls back to English, then to its key. That
  # rule is checked by the web client's unit tests (web/src/i18n), not here.

  Rule: A stored choice wins over the browser's language

    Scenario: A traveller who chose English keeps English on a Spanish browser
      Given a visitor whose browser speaks "es-ES"
      And they chose English earlier
      When they open the landing page
      Then the app speaks English

    Scenario: A traveller who chose Spanish keeps Spanish on an English browser
      Given a visitor whose browser speaks "en-GB"
      And they chose Spanish earlier
      When they open the landing page
      Then the app speaks Spanish

  Rule: Without a stored choice, the browser's language decides

    Scenario Outline: A browser in <browser language> gets <language>
      Given a visitor whose browser speaks "<browser language>"
      When they open the landing page
      Then the app speaks <language>

      Examples:
        | browser language | language |
        | es-ES            | Spanish  |
        | es-MX            | Spanish  |
        | es               | Spanish  |
        | en-US            | English  |
        | en-GB            | English  |
        | fr-FR            | English  |
        | de-DE            | English  |

  Rule: Switching the language stores the choice

    Scenario: A visitor who switches to Spanish finds Spanish when they come back
      Given a visitor whose browser speaks "en-US"
      When they open the landing page
      And they switch the language to Spanish
      Then the app speaks Spanish
      And their choice of Spanish is remembered
      When they come back to the landing page later
      Then the app speaks Spanish

    Scenario: A visitor who switches back to English finds English when they come back
      Given a visitor whose browser speaks "es-ES"
      When they open the landing page
      And they switch the language to English
      Then the app speaks English
      When they come back to the landing page later
      Then the app speaks English
