@ui
Feature: The exit offer in the browser
  On the subscribe screen, a visitor who is about to leave is offered one
  bonus free workout, once per browser session. On a computer that is the
  pointer leaving through the top of the page (spec 1 §2); phones and tablets
  have no pointer to leave, so a quick pull down at the top of the page (or a
  fast flick back to the top of a long page) counts as the same move.
  Decision (issue 9): the touch equivalent is that pull or flick towards the
  browser's bar; the back gesture is left alone.

  Rule: The offer opens when a visitor is about to leave, once per session

    Scenario: On a computer, the pointer leaves through the top of the page
      When they open "/subscribe" and watch what the browser refuses
      And the pointer leaves the page through its top edge
      Then the exit offer opens
      And the browser refused nothing the page asked for

    Scenario: On a phone, a quick pull down at the top of the page
      Given a visitor on a phone with a touch screen
      When they open "/subscribe" and watch what the browser refuses
      And they pull the page down quickly
      Then the exit offer opens
      And the browser refused nothing the page asked for
      When they close the exit offer
      And they pull the page down quickly
      Then the exit offer stays closed
