@ui
Feature: Joining the waitlist from the landing page
  The landing page offers the hotel workouts guide by e-mail: a visitor leaves
  their e-mail, the guide downloads at once and a message says a copy is on its way.

  Rule: Joining downloads the hotel workouts guide

    Scenario: A visitor joins the waitlist from the landing page and gets the PDF
      When a visitor opens the landing page
      And they join the waitlist with "maya@example.com"
      Then their browser saves the guide as "TravelFit-hotel-workouts.pdf"
      And they see the message "You are on the waitlist"
      And their sign-up is counted in the app's analytics

    Scenario: A visitor who reads Spanish gets the Spanish guide
      Given a visitor whose browser speaks "es-ES"
      When they open the landing page
      And they join the waitlist with "lucia@example.com"
      Then their browser saves the guide as "TravelFit-entrenamientos-hotel.pdf"
      And they see the message "Ya estás en la lista de espera"

  Rule: A sign-up that fails says so in a destructive message

    Scenario: The waitlist cannot be reached
      Given the waitlist is out of order
      When a visitor opens the landing page
      And they join the waitlist with "maya@example.com"
      Then they see the error message "Failed to join waitlist"
      And their browser saves nothing
