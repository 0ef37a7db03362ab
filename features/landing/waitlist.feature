@api
Feature: Waitlist and the hotel workouts guide
  A visitor leaves their e-mail on the landing page to join the waitlist and gets
  the hotel workouts guide at once: a PDF the app makes from its own exercise
  catalogue, with three ready workouts for the hotel room, the airport gate and
  the office, in the visitor's language. A copy of the link arrives by e-mail.

  Rule: A visitor with a valid e-mail joins the waitlist and gets the guide

    Scenario: A visitor joins the waitlist
      When a visitor joins the waitlist with "maya@example.com"
      Then they are thanked for joining the waitlist
      And they are handed the hotel workouts guide in English
      And "maya@example.com" is on the waitlist once

    Scenario Outline: An address that is not an e-mail is refused
      When a visitor joins the waitlist with "<address>"
      Then they are told the e-mail address is not valid
      And nobody is on the waitlist

      Examples:
        | address          |
        | maya-at-example  |
        |                  |
        | maya@            |

  Rule: Signing up again is answered kindly, the same way, without a second entry

    Scenario: A visitor who is already on the waitlist signs up again
      Given "maya@example.com" is on the waitlist
      When a visitor joins the waitlist with "Maya@Example.com"
      Then they are thanked for joining the waitlist
      And the answer is the same as for a new address
      And "maya@example.com" is on the waitlist once

  Rule: One network may sign up 20 times an hour; more sign-ups wait

    Scenario: The 21st sign-up from one network within the hour waits
      Given 20 visitors on one network joined the waitlist
      When another visitor on that network joins the waitlist
      Then they are told to try again later, within the hour
      And they are not on the waitlist
      When 60 minutes have passed
      And another visitor on that network joins the waitlist
      Then they are thanked for joining the waitlist

  Rule: The guide is a PDF in the visitor's language, made from the app's catalogue

    Scenario Outline: The guide in <language>
      When a visitor who reads <language> joins the waitlist
      And they download the guide they were handed
      Then the guide is a PDF saved as "<file name>"
      And its first page is the cover "<title>"
      And its second page explains "<how to use it>"
      And the workouts "<hotel>", "<airport>" and "<office>" each start on their own page
      And every workout shows at least 3 exercises of the catalogue in <language>, each with its sets and a tip

      Examples:
        | language | file name                          | title                   | how to use it         | hotel               | airport            | office  |
        | English  | TravelFit-hotel-workouts.pdf       | Hotel workouts          | How to use this guide | Hotel room          | Airport gate       | Office  |
        | Spanish  | TravelFit-entrenamientos-hotel.pdf | Entrenamientos de hotel | ¿Cómo usar esta guía? | Habitación de hotel | Puerta de embarque | Oficina |

    Scenario: The Spanish guide keeps its accents and marks
      When a visitor who reads Spanish joins the waitlist
      And they download the guide they were handed
      Then the guide reads "Diseñada por TravelFit a partir de su propio catálogo de ejercicios."
      And the guide reads "¿Quieres un entrenamiento hecho para ti?"

  Rule: The guide also arrives by e-mail, in the visitor's language

    Scenario Outline: A visitor who joins gets the guide's link by e-mail
      When a visitor who reads <language> joins the waitlist with "lucia@example.com"
      Then "lucia@example.com" receives the e-mail "<subject>"
      And the e-mail links to the guide in <language>

      Examples:
        | language | subject                                         |
        | English  | Your TravelFit hotel workouts guide             |
        | Spanish  | Tu guía de entrenamientos de hotel de TravelFit |
