@api
Feature: Sharing and search
  A visitor arrives from a search result or from a colleague's link. Search
  engines and link previews read a page without running the app, so every
  public page says, by itself and in each language, what it is, where its
  English and Spanish versions live and which picture to show; the pages
  about one traveller stay out of search.

  Decision (docs/adr/0047): a page's address names its language with
  "?lang=en" or "?lang=es"; the address without it is the default version,
  shown in the visitor's own language. The public pages are the landing page,
  the free workout, quick flight mode, sign-up, sign-in, the trial offer, both
  leaderboards and the challenges.

  Rule: Each public page tells search engines and link previews what it is, in each language

    Scenario Outline: A search engine reads <page> in <language>
      When a search engine reads "<page>" in <language>
      Then the page is titled "<title>"
      And the page has its description in <language>
      And the page names itself as its canonical address
      And the page lists its English, Spanish and default versions
      And the page carries a share card with the picture in <language>
      And the page may be indexed

      Examples:
        | page              | language | title                                                |
        | /                 | English  | TravelFit — workouts for business travellers         |
        | /                 | Spanish  | TravelFit — entrenamientos para viajeros de negocios |
        | /free             | English  | Free workout — TravelFit                             |
        | /free             | Spanish  | Entrenamiento gratis — TravelFit                     |
        | /quick-flight     | English  | Quick flight mode — TravelFit                        |
        | /quick-flight     | Spanish  | Modo vuelo rápido — TravelFit                        |
        | /register         | English  | Create your account — TravelFit                      |
        | /register         | Spanish  | Crea tu cuenta — TravelFit                           |
        | /auth             | English  | Sign in — TravelFit                                  |
        | /auth             | Spanish  | Iniciar sesión — TravelFit                           |
        | /subscribe        | English  | Start your free trial — TravelFit                    |
        | /subscribe        | Spanish  | Empieza tu prueba gratis — TravelFit                 |
        | /leaderboard      | English  | Global Leaderboard — TravelFit                       |
        | /leaderboard      | Spanish  | Clasificación global — TravelFit                     |
        | /city-leaderboard | English  | City Leaderboard — TravelFit                         |
        | /city-leaderboard | Spanish  | Clasificación por ciudad — TravelFit                 |
        | /challenges       | English  | Challenges — TravelFit                               |
        | /challenges       | Spanish  | Retos — TravelFit                                    |

    Scenario: A visitor whose browser speaks Spanish opens the default address
      Given a visitor whose browser speaks "es-ES"
      When they open the address "/free" without a language
      Then the page is titled "Entrenamiento gratis — TravelFit"
      And the page names itself as its canonical address

    Scenario: A link preview fetches the share picture
      When a link preview fetches the share picture of "/" in Spanish
      Then it gets a 1200 by 630 PNG picture

  Rule: Pages about one traveller stay out of search

    Scenario Outline: A search engine finds <page>
      When a search engine reads "<page>" in English
      Then the page asks not to be indexed
      And the page has no share card

      Examples:
        | page                 |
        | /profile             |
        | /app                 |
        | /plan                |
        | /account             |
        | /auth/reset-password |
        | /billing/portal      |

  Rule: robots.txt and the sitemap guide search engines

    Scenario: robots.txt keeps search engines out of the API and the private pages
      When a search engine reads robots.txt
      Then it may crawl "/", "/free" and "/challenges"
      And it may not crawl "/api/profile", "/profile", "/plan" and "/billing/portal"
      And it is told where the sitemap is

    Scenario: The sitemap lists every public page in both languages with their alternates
      When a search engine reads the sitemap
      Then it lists each public page in English and in Spanish
      And each entry names its English, Spanish and default versions
      And it lists no page about one traveller

  Rule: The landing page arrives with its content, so its first paint waits on no request

    Scenario Outline: The landing page carries its screen in <language>
      When a search engine reads "/" in <language>
      Then the page carries the landing screen in <language>

      Examples:
        | language |
        | English  |
        | Spanish  |

    Scenario Outline: The landing page arrives drawn, its main heading in <language>
      When a search engine reads "/" in <language>
      Then the page shows the main heading "<heading>" before any script runs

      Examples:
        | language | heading                                        |
        | English  | Stay strong on the road, in 10 to 30 minutes   |
        | Spanish  | Mantente en forma de viaje, en 10 a 30 minutos |

    Scenario: The visitor's language choice in the app decides the default address's language
      Given a visitor who chose Spanish in the app
      When they open the address "/" without a language
      Then the page carries the landing screen in Spanish

    @ui
    Scenario: The app draws the landing page without asking for its screen again
      Given a visitor whose browser speaks "en-US"
      When they open "/"
      Then they see the landing page's main heading
      And the app never asked the server for the landing screen

    @ui
    Scenario: The app takes over the landing page as drawn, without an error
      Given a visitor whose browser speaks "es-ES"
      When they open "/" with the browser console open
      Then they see the landing page's main heading
      And the browser console shows no error
      When they switch the language to English
      Then the app speaks English
